import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** What the CSP depends on: the origins of sub-apps on other hosts, and a version that changes with them. */
export interface FrameOrigins {
  readonly version: number;
  readonly origins: readonly string[];
}

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

/** The headers helmet sets (they depend on the registry only, not on the request). */
function securityHeaders(frameOrigins: readonly string[]): [string, string][] {
  // Sub-apps on other hosts (SUBAPPS_CONFIG) may be framed, and the shell may check their entry
  // page (to tell an HTTP error from a host that does not answer).
  const frameSrc = [...CSP_DIRECTIVES.frameSrc, ...frameOrigins];
  const connectSrc = [...CSP_DIRECTIVES.connectSrc, ...frameOrigins];
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet({ contentSecurityPolicy: { directives: { ...CSP_DIRECTIVES, frameSrc, connectSrc } }, crossOriginEmbedderPolicy: false })(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    () => undefined,
  );
  return [...headers];
}

/**
 * Security headers on every answer, streamed and hijacked ones included (they go on the raw
 * response). Built at start and again only when the registry changes (SIGHUP): building helmet
 * per request cost a tenth of a hot read.
 */
export function registerSecurityHeaders(app: FastifyInstance, registry: FrameOrigins): void {
  let built = { version: registry.version, headers: securityHeaders(registry.origins) };
  app.addHook('onRequest', (_request, reply, done) => {
    if (built.version !== registry.version) built = { version: registry.version, headers: securityHeaders(registry.origins) };
    for (const [name, value] of built.headers) reply.raw.setHeader(name, value);
    done();
  });
}
