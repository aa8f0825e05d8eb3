import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { HEADERS, PATHS } from '@portal/contracts';
import type { Config } from '../config.ts';
import { registerCsrfGuard } from '../http/csrf.ts';
import { registerErrorHandler, sendError } from '../http/error-handler.ts';
import { registerMetrics } from '../http/metrics.ts';
import { SubappRegistry } from '../modules/subapps/registry.ts';
import { registerSecurityHeaders } from '../http/security-headers.ts';
import { requestIdOf } from '../http/request-id.ts';
import { registerSubappKit } from '../static/subapp-kit.ts';
import { isClientRoute, registerShell, sendShellIndex } from '../static/shell.ts';
import { registerApiProxy } from './api-proxy.ts';

/**
 * The portal in proxy mode (`API_UPSTREAM`): it serves the shell and the login page and
 * forwards `/api` to the company's existing services. No database is opened.
 */
export async function buildProxyApp(
  config: Config & { apiUpstream: string },
  subapps: SubappRegistry = new SubappRegistry(config),
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustedProxies,
    genReqId: requestIdOf,
    requestIdHeader: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(HEADERS.requestId, request.id);
  });
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, subapps);
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  registerErrorHandler(app);
  // The same cross-origin rule as the portal server: the upstream need not know it.
  registerCsrfGuard(app);

  const proxy = registerApiProxy(app, config.apiUpstream);
  registerMetrics(app, () => proxy.poolStats(), config.metricsToken);

  app.get(`/api${PATHS.health}`, async () => ({ code: 0, msg: 'success', data: { status: 'up' } }));
  app.get(`/api${PATHS.ready}`, async (_request, reply) =>
    (await proxy.reachable())
      ? { code: 0, msg: 'success', data: { status: 'ready' } }
      : reply.status(503).send({ code: 503, msg: 'upstream unavailable', data: { status: 'not ready' } }),
  );
  app.get('/idaas/login', async (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('login.html', config.shellDist));

  registerSubappKit(app, config, subapps);
  await registerShell(app, config);
  app.setNotFoundHandler(async (request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && isClientRoute(request.url)) return sendShellIndex(reply, config);
    return sendError(request, reply, 404, 'notFound');
  });
  app.addHook('onClose', async () => proxy.close());
  return app;
}
