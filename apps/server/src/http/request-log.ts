import type { FastifyInstance } from 'fastify';

/**
 * Request logs off the hot path: Fastify's own two lines per request are turned off
 * (`disableRequestLogging`), and instead one line per `sampleEvery` requests is logged at
 * `info` when the answer is sent (0: none). Every answer of 500 or more is logged at `error`,
 * sampled or not, with its request id.
 */
export function registerRequestLog(app: FastifyInstance, sampleEvery: number): void {
  let seen = 0;
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    if (status >= 500) {
      request.log.error({ method: request.method, url: request.url, status, ms: Math.round(reply.elapsedTime) }, 'failed answer');
    } else if (sampleEvery > 0) {
      seen += 1;
      if (seen >= sampleEvery) {
        seen = 0;
        request.log.info({ method: request.method, url: request.url, status, ms: Math.round(reply.elapsedTime), sampled: sampleEvery }, 'request completed');
      }
    }
    done();
  });
}
