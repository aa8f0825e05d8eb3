import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { PATHS } from '@portal/contracts';
import type { AppContext } from '../../context.ts';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  /** Liveness for load balancers: the process answers. */
  app.get(`/api${PATHS.health}`, { config: { public: true } }, async () => ({ code: 0, msg: 'success', data: { status: 'up' } }));

  /** Readiness: the database answers. */
  app.get(`/api${PATHS.ready}`, { config: { public: true } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(ctx.db);
      return { code: 0, msg: 'success', data: { status: 'ready', database: ctx.database.kind } };
    } catch {
      return reply.status(503).send({ code: 503, msg: 'database unavailable', data: { status: 'not ready' } });
    }
  });
}
