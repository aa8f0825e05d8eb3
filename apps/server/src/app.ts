import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { HEADERS } from '@portal/contracts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { seedIfNeeded } from './db/seed/index.ts';
import { registerAuth } from './http/auth.ts';
import { registerErrorHandler, sendError } from './http/error-handler.ts';
import { MemoryRateLimiter } from './http/rate-limiter.ts';
import { registerModules } from './modules/index.ts';
import { entryOrigins, loadRegistry } from './modules/subapps/registry.ts';
import { SessionService } from './modules/idaas/sessions.ts';
import { isClientRoute, registerShell, sendShellIndex } from './static/shell.ts';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

const REQUEST_ID = /^[\w.-]{8,128}$/;

/** Content-Security-Policy: scripts only from this origin, no framing by other sites. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/** Builds the portal server without listening: tests drive it with `inject`. */
export async function buildApp(config: Config): Promise<BuiltApp> {
  const database = await openDatabase(config);
  await migrateToLatest(database.db);
  if (config.seedDemo) await seedIfNeeded(database.db);

  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
    genReqId: (request) => {
      const incoming = request.headers[HEADERS.requestId.toLowerCase()];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    sessions: new SessionService(database.db, config.sessionTtlSeconds),
    rateLimiter: new MemoryRateLimiter(),
  };

  app.addHook('onRequest', async (request, reply) => {
    reply.header(HEADERS.requestId, request.id);
  });
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { directives: { ...CSP_DIRECTIVES, frameSrc: [...CSP_DIRECTIVES.frameSrc, ...entryOrigins(loadRegistry(config))] } },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  registerErrorHandler(app);
  registerAuth(app, ctx.sessions);

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
    await database.close();
  });
  return { app, ctx };
}
