import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { PATHS, health } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  /** Liveness for load balancers: the process answers. */
  route(app, health, { public: true }, async () => ok({ status: 'up' as const }));

  /**
   * Readiness: the database answers, and Redis when the instance shares counters through it. Not an
   * endpoint of contracts: its refusal is a 503 with its own body, which `route()` (one answer, 200) does not type.
   */
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
    return ok({ status: 'ready' });
  });
}
