import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { PATHS } from '@portal/contracts';
import type { AppContext } from '../../context.ts';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  /** Liveness for load balancers: the process answers. */
  app.get(`/api${PATHS.health}`, { config: { public: true } }, async () => ({ code: 0, msg: 'success', data: { status: 'up' } }));

  /** Readiness: the database answers, and Redis when the instance shares counters through it. */
  app.get(`/api${PATHS.ready}`, { config: { public: true } }, async (request, reply) => {
    try {
      await sql`select 1`.execute(ctx.db);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unavailable');
      return reply.status(503).send({ code: 503, msg: 'database unavailable', data: { status: 'not ready' } });
    }
    try {
      await ctx.rateLimiter.ping?.();
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: redis unavailable');
      return reply.status(503).send({ code: 503, msg: 'redis unavailable', data: { status: 'not ready' } });
    }
    // Nothing about versions or what the instance runs on: only whether it can serve.
    return { code: 0, msg: 'success', data: { status: 'ready' } };
  });
}
