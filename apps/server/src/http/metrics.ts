import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const METRICS_PATH = '/metrics';

/** Compares in constant time, so the token cannot be guessed a character at a time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = createHash('sha256').update(header?.replace(/^Bearer\s+/i, '') ?? '').digest();
  return timingSafeEqual(given, createHash('sha256').update(token).digest()) && header !== undefined;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * Prometheus metrics at /metrics (only with METRICS_TOKEN): requests and their latency by method, route pattern and
 * status, the database pool, and the process (memory, CPU, event loop). Each app has its own
 * registry. Route labels are patterns (`/api/x/:id`), never raw URLs, so the series stay few.
 */
export function registerMetrics(app: FastifyInstance, poolStats: () => PoolStats, token: string | undefined): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'portal_' });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'portal_http_requests_total', help: 'HTTP requests answered', labelNames, registers: [registry] });
  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer HTTP requests',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Database pool connections by state (total, idle, waiting clients)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === METRICS_PATH) return;
    const labels = { method: request.method, route: request.is404 ? 'unmatched' : route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  // Off unless an operator set METRICS_TOKEN; then only `Authorization: Bearer <token>` reads it.
  if (token) {
    app.get(METRICS_PATH, { config: { public: true } }, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        return reply.status(401).header('WWW-Authenticate', 'Bearer').header('Cache-Control', 'no-store').send({ code: 401, msg: 'unauthorized' });
      }
      reply.header('Cache-Control', 'no-store').type(registry.contentType);
      return registry.metrics();
    });
  }
  return registry;
}
