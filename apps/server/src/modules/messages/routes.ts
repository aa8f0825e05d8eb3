import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGE_PATHS, changeStatusBatchBody, messageQueryBody, type Message } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { caller } from '../../http/auth.ts';
import { forbidden } from '../../http/errors.ts';
import { readKeys, sendKept } from '../../http/read-cache.ts';
import { ok, paged } from '../../http/reply.ts';

/** The message centre (SPEC §7): paged messages of the caller in the current tenant; marking them read. */
export async function messageRoutes(app: FastifyInstance, { db, reads }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(`/api${MESSAGE_PATHS.conditionQuery}`, { schema: { body: messageQueryBody } }, async (request, reply) => {
    const auth = caller(request);
    const { userCode, pageIndex, pageSize, status, type, notifying } = request.body;
    if (userCode !== auth.userCode) throw forbidden();
    return sendKept(reply, reads, `${readKeys.messages(auth.userId, auth.tenantId)}${JSON.stringify(request.body)}`, async () => {
      let base = db.selectFrom('messages').where('user_id', '=', auth.userId).where('tenant_id', '=', auth.tenantId);
      if (status) base = base.where('status', '=', status);
      if (type) base = base.where('type', '=', type);
      if (notifying) {
        const muted = db
          .selectFrom('message_settings')
          .select('type')
          .where('user_id', '=', auth.userId)
          .where('tenant_id', '=', auth.tenantId)
          .where('enabled', '=', false);
        base = base.where('type', 'not in', muted);
      }
      const { total } = await base.select(({ fn }) => fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await base
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .offset((pageIndex - 1) * pageSize)
        .limit(pageSize)
        .execute();
      const messages: Message[] = rows.map((row) => ({
        id: row.id,
        title: row.title,
        content: row.content,
        type: row.type,
        status: row.status,
        sender: row.sender,
        link: row.link,
        createTime: row.created_at.toISOString(),
      }));
      return paged(messages, Number(total), pageIndex, pageSize);
    });
  });

  /** Marks the caller's messages; any id that is not theirs refuses the whole batch and changes nothing. */
  r.post(`/api${MESSAGE_PATHS.changeStatusBatch}`, { schema: { body: changeStatusBatchBody } }, async (request) => {
    const auth = caller(request);
    const ids = [...new Set(request.body.ids)];
    const { status } = request.body;
    const updated = await db.transaction().execute(async (trx) => {
      const owned = await trx
        .selectFrom('messages')
        .select('id')
        .where('id', 'in', ids)
        .where('user_id', '=', auth.userId)
        .where('tenant_id', '=', auth.tenantId)
        .execute();
      if (owned.length !== ids.length) throw forbidden();
      const result = await trx
        .updateTable('messages')
        .set({ status, read_at: status === 'read' ? new Date() : null })
        .where('id', 'in', ids)
        .where('status', '!=', status)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    });
    reads.forget(readKeys.messages(auth.userId, auth.tenantId));
    return ok({ updated });
  });
}
