import type { FastifyInstance } from 'fastify';
import { messageQuery, messageStatusBatch } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { caller } from '../../http/auth.ts';
import { forbidden } from '../../http/errors.ts';
import { readKeys, sendKept } from '../../http/read-cache.ts';
import { ok, paged } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import { MessageRepository } from './repository.ts';

/** The message centre (SPEC §7): paged messages of the caller in the current tenant; marking them read. */
export async function messageRoutes(app: FastifyInstance, { db, reads }: AppContext): Promise<void> {
  const messages = new MessageRepository(db);

  route(app, messageQuery, {}, async (request, reply) => {
    const auth = caller(request);
    const { userCode, pageIndex, pageSize, status, type, notifying } = request.body;
    if (userCode !== auth.userCode) throw forbidden();
    return sendKept(reply, reads, `${readKeys.messages(auth.userId, auth.tenantId)}${JSON.stringify(request.body)}`, messageQuery, async () => {
      const { rows, total } = await messages.page(auth, { status, type, notifying }, { pageIndex, pageSize });
      return paged(rows, total, pageIndex, pageSize);
    });
  });

  /** Marks the caller's messages; any id that is not theirs refuses the whole batch and changes nothing. */
  route(app, messageStatusBatch, {}, async (request) => {
    const auth = caller(request);
    const updated = await messages.setStatus(auth, [...new Set(request.body.ids)], request.body.status);
    reads.forget(readKeys.messages(auth.userId, auth.tenantId));
    return ok({ updated });
  });
}
