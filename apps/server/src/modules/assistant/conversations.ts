import type { Kysely } from 'kysely';
import type { ChatConversation, ChatMessage, ChatRole } from '@portal/contracts';
import type { Database } from '../../db/schema.ts';
import type { Owner } from '../../http/caller.ts';
import type { ChatTurn } from './provider.ts';

const CONVERSATIONS_SHOWN = 20;
const MESSAGES_SHOWN = 200;

/** The conversation when it belongs to the user in this tenant. */
export async function ownedConversation(db: Kysely<Database>, owner: Owner, id: string) {
  return db
    .selectFrom('chat_conversations')
    .select(['id', 'title'])
    .where('id', '=', id)
    .where('user_id', '=', owner.userId)
    .where('tenant_id', '=', owner.tenantId)
    .executeTakeFirst();
}

export async function startConversation(db: Kysely<Database>, owner: Owner, firstMessage: string): Promise<string> {
  const row = await db
    .insertInto('chat_conversations')
    .values({ user_id: owner.userId, tenant_id: owner.tenantId, title: firstMessage.slice(0, 30), updated_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addMessage(db: Kysely<Database>, conversationId: string, role: ChatRole, content: string): Promise<void> {
  await db.insertInto('chat_messages').values({ conversation_id: conversationId, role, content }).execute();
  await db.updateTable('chat_conversations').set({ updated_at: new Date() }).where('id', '=', conversationId).execute();
}

export async function listMessages(db: Kysely<Database>, conversationId: string): Promise<ChatMessage[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(MESSAGES_SHOWN)
    .execute();
  return rows.map((row) => ({ id: row.id, role: row.role as ChatRole, content: row.content, createdAt: row.created_at.toISOString() }));
}

export async function history(db: Kysely<Database>, conversationId: string): Promise<ChatTurn[]> {
  return (await listMessages(db, conversationId)).map((m) => ({ role: m.role, content: m.content }));
}

export async function listConversations(db: Kysely<Database>, owner: Owner): Promise<ChatConversation[]> {
  const rows = await db
    .selectFrom('chat_conversations')
    .select(['id', 'title', 'updated_at'])
    .where('user_id', '=', owner.userId)
    .where('tenant_id', '=', owner.tenantId)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .limit(CONVERSATIONS_SHOWN)
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, updatedAt: row.updated_at.toISOString() }));
}

/** The user's real name, as the answers address them; undefined for an unknown user. */
export async function realNameOf(db: Kysely<Database>, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('real_name').where('id', '=', userId).executeTakeFirst();
  return row?.real_name;
}
