import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADERS, SESSION_COOKIE } from '@portal/contracts';
import { forbidden } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The portal's own origin: scheme and host of the request as this server sees them. Fastify
 * reads `X-Forwarded-Proto/-Host` only from a trusted proxy (TRUSTED_PROXIES), so a client
 * cannot name its own origin as the portal's.
 */
function ownOrigin(request: FastifyRequest): string | undefined {
  return originOf(`${request.protocol}://${request.host}`);
}

/** `scheme://host[:port]` as browsers send it (default ports left out), or undefined. */
function originOf(text: string): string | undefined {
  try {
    const origin = new URL(text).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** A browser request that another origin (another site, or another host of the same site) did not make. */
export function isSameOrigin(request: FastifyRequest): boolean {
  const site = header(request, 'sec-fetch-site');
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = header(request, 'origin');
  const own = ownOrigin(request);
  return origin !== undefined && own !== undefined && originOf(origin) === own;
}

/**
 * Cross-site request forgery: a write (any method but GET/HEAD/OPTIONS) authorised by the
 * session cookie alone must come from the portal's own pages — `Sec-Fetch-Site: same-origin`
 * (or `none`), or else an `Origin` equal to the portal's. A request carrying the
 * `Authorization` header is not forgeable by another page and passes; so does one without the
 * cookie (it has no session to abuse). Refused before anything runs, so nothing changes.
 */
export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (header(request, HEADERS.authorization.toLowerCase())) return;
    if (!request.cookies[SESSION_COOKIE]) return;
    if (!isSameOrigin(request)) throw forbidden('crossOrigin');
  });
}
