import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { trackConnections } from './http/unused-connections.ts';
import { SubappRegistry } from './modules/subapps/registry.ts';
import { buildProxyApp } from './proxy/proxy-app.ts';

/** A start that cannot succeed (bad configuration or sub-app registry, unreachable database or Redis) ends with one plain line. */
async function start(): Promise<{ config: Config; app: FastifyInstance; subapps: SubappRegistry }> {
  try {
    const config = loadConfig();
    const subapps = new SubappRegistry(config);
    const { apiUpstream } = config;
    const app = apiUpstream ? await buildProxyApp({ ...config, apiUpstream }, subapps) : (await buildApp(config, subapps)).app;
    return { config, app, subapps };
  } catch (error) {
    process.stderr.write(`portal: cannot start: ${error instanceof Error ? error.message : String(error)}\n`.replace(/\n(?!$)/g, ' '));
    process.exit(1);
  }
}

const { config, app, subapps } = await start();
const { apiUpstream } = config;

// SIGHUP re-reads SUBAPPS_CONFIG without a restart; a bad file keeps the registry in use.
process.on('SIGHUP', () => {
  try {
    subapps.reload();
    app.log.info({ origins: subapps.origins }, 'SUBAPPS_CONFIG re-read');
  } catch (error) {
    app.log.error(`${error instanceof Error ? error.message : String(error)}; keeping the previous sub-app registry`);
  }
});

const connections = trackConnections(app.server);
app.addHook('preClose', async () => {
  const closed = connections.drain();
  if (closed > 0) app.log.info({ closed }, 'closed connections without a request in flight');
});

/**
 * Graceful shutdown: stop accepting connections, let requests in flight finish (new requests on
 * kept-alive connections get 503 so the load balancer moves on), close the database, exit 0.
 */
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const timer = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, 15_000);
  timer.unref();
  await app.close();
  app.log.info('shut down');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

if (!apiUpstream && !process.env.SSO_SECRET) {
  app.log.warn('SSO_SECRET is not set: this instance signs mailbox and wiki links with a secret of its own, which other instances and those systems do not know');
}

const address = await app.listen({ port: config.port, host: config.host });
app.log.info(apiUpstream ? `portal listening on ${address}/pba/, /api forwarded to ${apiUpstream}` : `portal listening on ${address}/pba/`);
