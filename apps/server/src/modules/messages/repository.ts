import type { Kysely } from 'kysely';
import type { Message, MessageQueryBody } from '@portal/contracts';
import { changeOwnedBatch } from '../../db/owned-batch.ts';
import { countThenPage, type Page, type PageRequest } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../http/errors.ts';
import type { Owner } from '../../http/caller.ts';

type MessageStatus = Message['status'];

/** Queries of the caller's messages (the message centre, SPEC §7). */
export class MessageRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Newest first; `notifying` leaves out the types the caller turned off in 消息设置. */
  async page(owner: Owner, filter: Pick<MessageQueryBody, 'status' | 'type' | 'notifying'>, page: PageRequest): Promise<Page<Message>> {
    let base = this.db.selectFrom('messages').where('user_id', '=', owner.userId).where('tenant_id', '=', owner.tenantId);
    if (filter.status) base = base.where('status', '=', filter.status);
    if (filter.type) base = base.where('type', '=', filter.type);
    if (filter.notifying) {
      const muted = this.db
        .selectFrom('message_settings')
        .select('type')
        .where('user_id', '=', owner.userId)
        .where('tenant_id', '=', owner.tenantId)
        .where('enabled', '=', false);
      base = base.where('type', 'not in', muted);
    }
    const { rows, total } = await countThenPage(base, (q) => q.selectAll().orderBy('created_at', 'desc'), 'id', page);
    const messages = rows.map((row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      type: row.type,
      status: row.status,
      sender: row.sender,
      link: row.link,
      createTime: row.created_at.toISOString(),
    }));
    return { rows: messages, total };
  }

  /** Marks the caller's messages; any id that is not theirs refuses the whole batch and changes nothing. */
  async setStatus(owner: Owner, ids: string[], status: MessageStatus): Promise<number> {
    return changeOwnedBatch(
      this.db,
      ids,
      {
        owned: (trx) =>
          trx.selectFrom('messages').select('id').where('id', 'in', ids).where('user_id', '=', owner.userId).where('tenant_id', '=', owner.tenantId).execute(),
        change: async (trx) => {
          const result = await trx
            .updateTable('messages')
            .set({ status, read_at: status === 'read' ? new Date() : null })
            .where('id', 'in', ids)
            .where('status', '!=', status)
            .executeTakeFirst();
          return Number(result.numUpdatedRows);
        },
      },
      forbidden,
    );
  }
}
