import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import { entryOrigins, loadRegistry } from '../modules/subapps/registry.ts';

/** Content-Security-Policy: scripts only from this origin, no framing by other sites. */
const CSP_DIRECTIVES = {
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

/** The headers helmet sets, computed once (they depend on configuration only, not on the request). */
function securityHeaders(config: Config): [string, string][] {
  // Sub-apps on other hosts (SUBAPPS_CONFIG) may be framed.
  const frameSrc = [...CSP_DIRECTIVES.frameSrc, ...entryOrigins(loadRegistry(config))];
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet({ contentSecurityPolicy: { directives: { ...CSP_DIRECTIVES, frameSrc } }, crossOriginEmbedderPolicy: false })(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    () => undefined,
  );
  return [...headers];
}

/**
 * Security headers on every answer, streamed and hijacked ones included (they go on the raw
 * response). Built once at start: building helmet per request cost a tenth of a hot read.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
