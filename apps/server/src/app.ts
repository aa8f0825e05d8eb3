import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { HEADERS } from '@portal/contracts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { prepareDatabase } from './db/prepare.ts';
import { registerAuth } from './http/auth.ts';
import { frameworkErrorHandler, registerErrorHandler, sendError } from './http/error-handler.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { registerMetrics } from './http/metrics.ts';
import { registerOpenApi, registerOpenApiRoute } from './http/openapi.ts';
import { MemoryRateLimiter, type RateLimiter } from './http/rate-limiter.ts';
import { RedisRateLimiter } from './http/redis-rate-limiter.ts';
import { requestIdOf } from './http/request-id.ts';
import { SampledRequestLog } from './http/request-log.ts';
import { ReadCache } from './http/read-cache.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerModules } from './modules/index.ts';
import { RedisSessionEvents } from './modules/idaas/session-events.ts';
import { SessionService } from './modules/idaas/sessions.ts';
import { SharedSessionService } from './modules/idaas/shared-sessions.ts';
import { isClientRoute, registerShell, sendShellIndex } from './static/shell.ts';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

/** Builds the portal server without listening: tests drive it with `inject`. */
export async function buildApp(config: Config): Promise<BuiltApp> {
  const database = await openDatabase(config);
  await prepareDatabase(database, config);

  const app = Fastify({
    logger: { level: config.logLevel },
    logController: new SampledRequestLog(config.logRequestSample),
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
    genReqId: requestIdOf,
    requestIdHeader: false,
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerMetrics(app, () => database.poolStats());

  const shared = createSessions(config, database, app);
  await shared.listen();
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    sessions: shared.sessions,
    rateLimiter: createRateLimiter(config),
    reads: new ReadCache(),
  };

  app.addHook('onRequest', async (request, reply) => {
    reply.header(HEADERS.requestId, request.id);
  });
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, config);
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  registerErrorHandler(app);
  registerInputGuard(app);
  registerAuth(app, ctx.sessions);

  await registerOpenApi(app);
  registerOpenApiRoute(app);
  await registerModules(app, ctx);
  await registerShell(app, config);

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/')) return sendError(request, reply, 404, 'apiNotFound', { path: request.url.split('?')[0] ?? '' });
    if ((request.method === 'GET' || request.method === 'HEAD') && isClientRoute(request.url)) {
      return sendShellIndex(reply, config);
    }
    return sendError(request, reply, 404, 'notFound');
  });

  app.addHook('onClose', async () => {
    await ctx.rateLimiter.close();
    await shared.close();
    await database.close();
  });
  return { app, ctx };
}

/** Counters shared through Redis when several instances run, else in this process. */
function createRateLimiter(config: Config): RateLimiter {
  return config.redisUrl ? new RedisRateLimiter(config.redisUrl, config.redisPrefix) : new MemoryRateLimiter();
}

/** With Redis, instances tell each other of ended and switched sessions; alone, nobody needs telling. */
function createSessions(config: Config, database: DatabaseHandle, app: FastifyInstance) {
  if (!config.redisUrl) {
    return { sessions: new SessionService(database.db, config.sessionTtlSeconds), listen: async () => undefined, close: async () => undefined };
  }
  const events = new RedisSessionEvents(config.redisUrl, config.redisPrefix);
  const sessions = new SharedSessionService(database.db, config.sessionTtlSeconds, events, (error) =>
    app.log.warn({ err: error }, 'could not tell the other instances of a session change'),
  );
  return { sessions, listen: () => sessions.listen(), close: () => events.close() };
}
