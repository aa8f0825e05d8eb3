import type { Kysely } from 'kysely';
import type { MessageSetting, SessionItem, profileBody } from '@portal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { Owner } from '../../http/caller.ts';

/** What a user may change of their own profile (基本设置); `userPicture` left out keeps the current picture. */
type ProfileChange = z.output<typeof profileBody>;

export interface StoredFile {
  mime: string;
  content: Uint8Array;
  name: string;
}

/** The most sessions 安全设置 lists. */
const SESSION_LIST_LIMIT = 50;

/** The session id shown to the user: a prefix of the stored token hash (never the token). */
const sessionId = (tokenHash: string) => tokenHash.slice(0, 16);

/** Queries of the personal centre's settings: profile, uploaded files, sessions and message settings. */
export class ProfileRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Who uploaded the file; null when there is no such file. */
  async fileOwner(fileId: string): Promise<string | null> {
    const file = await this.db.selectFrom('files').select('owner_id').where('id', '=', fileId).executeTakeFirst();
    return file?.owner_id ?? null;
  }

  async updateProfile(userId: string, change: ProfileChange): Promise<void> {
    const { nickName, sex, email, phone, userPicture } = change;
    await this.db
      .updateTable('users')
      .set({ nick_name: nickName, sex, email, phone, ...(userPicture !== undefined ? { user_picture: userPicture } : {}), updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
  }

  /** Stores a file the user uploaded; answers its id. */
  async addFile(ownerId: string, file: { name: string; mime: string; content: Buffer }): Promise<string> {
    const row = await this.db
      .insertInto('files')
      .values({ owner_id: ownerId, name: file.name, mime: file.mime, size: file.content.length, content: file.content })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async file(fileId: string): Promise<StoredFile | undefined> {
    return this.db.selectFrom('files').select(['mime', 'content', 'name']).where('id', '=', fileId).executeTakeFirst();
  }

  /** The user's sessions still valid, newest first; `current` marks the caller's own. */
  async activeSessions(userId: string, currentTokenHash: string): Promise<SessionItem[]> {
    const rows = await this.db
      .selectFrom('sessions')
      .select(['token_hash', 'ip', 'user_agent', 'created_at', 'expires_at'])
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', new Date())
      .orderBy('created_at', 'desc')
      .orderBy('token_hash')
      .limit(SESSION_LIST_LIMIT)
      .execute();
    return rows.map((row) => ({
      id: sessionId(row.token_hash),
      ip: row.ip,
      userAgent: row.user_agent,
      createTime: row.created_at.toISOString(),
      expireTime: row.expires_at.toISOString(),
      current: row.token_hash === currentTokenHash,
    }));
  }

  /** Every message type the user has a stored choice for in this tenant. */
  async messageSettings(owner: Owner): Promise<Map<string, boolean>> {
    const rows = await this.db
      .selectFrom('message_settings')
      .select(['type', 'enabled'])
      .where('user_id', '=', owner.userId)
      .where('tenant_id', '=', owner.tenantId)
      .execute();
    return new Map(rows.map((row) => [row.type, row.enabled]));
  }

  async saveMessageSettings(owner: Owner, settings: MessageSetting[]): Promise<void> {
    const values = settings.map((s) => ({ tenant_id: owner.tenantId, user_id: owner.userId, type: s.type, enabled: s.enabled }));
    await this.db
      .insertInto('message_settings')
      .values(values)
      .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'type']).doUpdateSet((eb) => ({ enabled: eb.ref('excluded.enabled') })))
      .execute();
  }
}
