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
import { registerCsrfGuard } from './http/csrf.ts';
import { frameworkErrorHandler, registerErrorHandler, sendError } from './http/error-handler.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { registerMetrics } from './http/metrics.ts';
import { registerOpenApi, registerOpenApiRoute } from './http/openapi.ts';
import { DatabaseRateLimiter } from './http/database-rate-limiter.ts';
import type { RateLimiter } from './http/rate-limiter.ts';
import { checkRedis } from './http/redis-connection.ts';
import { RedisRateLimiter } from './http/redis-rate-limiter.ts';
import { requestIdOf } from './http/request-id.ts';
import { SampledRequestLog } from './http/request-log.ts';
import { ReadCache } from './http/read-cache.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSubappCors } from './http/subapp-scope.ts';
import { registerModules } from './modules/index.ts';
import { SubappRegistry } from './modules/subapps/registry.ts';
import { SubappTokens } from './modules/subapps/tokens.ts';
import { RedisSessionEvents } from './modules/idaas/session-events.ts';
import { SessionService } from './modules/idaas/sessions.ts';
import { SharedSessionService } from './modules/idaas/shared-sessions.ts';
import { registerSubappKit } from './static/subapp-kit.ts';
import { isClientRoute, registerShell, sendShellIndex } from './static/shell.ts';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

/** Builds the portal server without listening: tests drive it with `inject`. */
export async function buildApp(config: Config, subapps: SubappRegistry = new SubappRegistry(config)): Promise<BuiltApp> {
  if (config.redisUrl) await checkRedis(config.redisUrl);
  const database = await openDatabase(config);
  await prepareDatabase(database, config);

  const app = Fastify({
    logger: { level: config.logLevel },
    logController: new SampledRequestLog(config.logRequestSample),
    trustProxy: config.trustedProxies,
    bodyLimit: 2 * 1024 * 1024,
    genReqId: requestIdOf,
    requestIdHeader: false,
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerMetrics(app, () => database.poolStats(), config.metricsToken);

  const shared = createSessions(config, database, app);
  await shared.listen();
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    sessions: shared.sessions,
    rateLimiter: await createRateLimiter(config, database, app),
    reads: new ReadCache(),
    subapps,
    subappTokens: new SubappTokens(database.db, shared.sessions),
  };

  app.addHook('onRequest', async (request, reply) => {
    reply.header(HEADERS.requestId, request.id);
  });
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, subapps);
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  registerErrorHandler(app);
  registerInputGuard(app);
  registerSubappCors(app, subapps);
  registerAuth(app, ctx.sessions, ctx.subappTokens);
  registerCsrfGuard(app);

  await registerOpenApi(app);
  registerOpenApiRoute(app);
  await registerModules(app, ctx);
  registerSubappKit(app, config, subapps);
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

/** Counters shared through Redis when several instances run, else (and while Redis is down) in the database. */
async function createRateLimiter(config: Config, database: DatabaseHandle, app: FastifyInstance): Promise<RateLimiter> {
  const inDatabase = new DatabaseRateLimiter(database.db);
  if (!config.redisUrl) return inDatabase;
  const limiter = new RedisRateLimiter(config.redisUrl, config.redisPrefix, inDatabase, (message) => app.log.warn(message));
  await limiter.ping();
  return limiter;
}

/** With Redis, instances tell each other of ended and switched sessions; alone, nobody needs telling. */
function createSessions(config: Config, database: DatabaseHandle, app: FastifyInstance) {
  if (!config.redisUrl) {
    return { sessions: new SessionService(database.db, config.sessionTtlSeconds), listen: async () => undefined, close: async () => undefined };
  }
  const events = new RedisSessionEvents(config.redisUrl, config.redisPrefix, (message) => app.log.warn(message));
  const sessions = new SharedSessionService(database.db, config.sessionTtlSeconds, events, (error) =>
    app.log.warn({ err: error }, 'could not tell the other instances of a session change'),
  );
  return { sessions, listen: () => sessions.listen(), close: () => events.close() };
}
