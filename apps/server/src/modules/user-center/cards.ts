import type { FastifyInstance } from 'fastify';
import { ACTION_GUARDS, cardCreate, cardDelete, cardInfo, cardPage, cardUpdate } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { caller } from '../../http/auth.ts';
import { ok, paged } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import { CardRepository } from './card-repository.ts';

/** Bank cards of the caller (我的账户, SPEC §7 bank card calls). */
export async function cardRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const cards = new CardRepository(db);

  route(app, cardPage, {}, async (request) => {
    const { pageIndex, pageSize, keyword } = request.body;
    const { rows, total } = await cards.page(caller(request), keyword, { pageIndex, pageSize });
    return paged(rows, total, pageIndex, pageSize);
  });

  route(app, cardInfo, {}, async (request) => ok(await cards.get(request.params.id, caller(request))));

  route(app, cardCreate, { guard: ACTION_GUARDS.cardCreate }, async (request) => ok(await cards.create(caller(request), request.body)));

  route(app, cardUpdate, { guard: ACTION_GUARDS.cardUpdate }, async (request) => ok(await cards.update(caller(request), request.body)));

  route(app, cardDelete, { guard: ACTION_GUARDS.cardDelete }, async (request) => {
    await cards.delete(request.params.id, caller(request));
    return ok(null);
  });
}
