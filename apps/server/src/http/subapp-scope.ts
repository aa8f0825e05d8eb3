import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADERS, PATHS, REFERENCE_PATHS, SUBAPP_NAMES, TICKET_PATHS } from '@portal/contracts';
import { isSubappToken, type ScopedAuth, type ScopedTokenResolver } from './caller.ts';
import { allowedOrigin, type RegisteredOrigins } from '../static/subapp-kit.ts';
import { forbidden } from './errors.ts';

/**
 * What a sub-app's token may call (README "Sub-app trust"): its system's own API under
 * `/api/{name in lower case}/` (WOS → /api/wos/, HR → /api/hr/, REPORTS → /api/reports/), the
 * reads of SPEC §7 a system needs, and the few reads a sample makes of another family. Nothing
 * else: bank cards, password, sessions, tenant switch, logout, messages, other systems' APIs.
 */
const GET = ['GET', 'HEAD'] as const;
/** Reads of SPEC §7 every system may make: the current user, dictionaries, regions, colleagues by code or id. */
const SHARED_READS: Readonly<Record<string, readonly string[]>> = {
  [`/api${PATHS.currentUser}`]: GET,
  [`/api${REFERENCE_PATHS.dictSelect}`]: [...GET, 'POST'],
  [`/api${REFERENCE_PATHS.regionSelect}`]: ['POST'],
  [`/api${REFERENCE_PATHS.userByCode}`]: GET,
  [`/api${REFERENCE_PATHS.userById}`]: GET,
};
const EXTRA_READS: Readonly<Record<string, readonly string[]>> = {
  // The reports sample shows the ticket counts of the tenant.
  REPORTS: [`/api${TICKET_PATHS.stats}`],
};
const ownPrefix = (scope: string) => `/api/${scope.toLowerCase()}/`;

/** May a token scoped to `scope` call this route (`route` is the matched route pattern)? */
export function scopeAllows(scope: string, method: string, route: string): boolean {
  if (route.startsWith(ownPrefix(scope))) return true;
  if (SHARED_READS[route]?.includes(method)) return true;
  return (GET as readonly string[]).includes(method) && (EXTRA_READS[scope] ?? []).includes(route);
}

/** Paths some sub-app token may call: they answer CORS to sub-app frames. */
function reachableBySubapps(path: string): boolean {
  if (path in SHARED_READS || Object.values(EXTRA_READS).some((paths) => paths.includes(path))) return true;
  return SUBAPP_NAMES.some((name) => path.startsWith(ownPrefix(name)));
}

/**
 * The caller behind a sub-app token in the Authorization header (never a cookie), limited to the
 * routes of its scope: null when the token has ended, 403 outside its scope.
 */
export async function scopedCaller(request: FastifyRequest, tokens: ScopedTokenResolver): Promise<ScopedAuth | null> {
  const header = request.headers.authorization;
  const token = (Array.isArray(header) ? header[0] : header)?.replace(/^Bearer\s+/i, '').trim();
  if (!token || !isSubappToken(token)) return null;
  const auth = await tokens.resolve(token);
  if (!auth) return null;
  if (!scopeAllows(auth.subappScope, request.method, request.routeOptions.url ?? '')) throw forbidden();
  return auth;
}

/** Headers a sub-app's requests carry (the kit's request helper and its own calls). */
const ALLOW_HEADERS = [HEADERS.authorization, 'Content-Type', HEADERS.requestId, HEADERS.tenantId, HEADERS.userId, HEADERS.userNo, HEADERS.userCode, 'Accept-Language'].join(', ');

/**
 * CORS for sub-app frames on the routes their tokens may call: registered origins and `null`
 * (sandboxed frames of the portal's own origin) may call with an Authorization header; no
 * credentials are ever allowed. A write from such an origin with only the cookie is refused by the
 * cross-site request guard (http/csrf.ts).
 */
export function registerSubappCors(app: FastifyInstance, registry: RegisteredOrigins): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const origin = allowedOrigin(request, registry);
    const path = request.url.split('?')[0] ?? '';
    if (!reachableBySubapps(path)) return;
    reply.header('Vary', 'Origin');
    if (!origin) return;
    reply.header('Access-Control-Allow-Origin', origin).header('Access-Control-Expose-Headers', HEADERS.requestId);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .code(204)
        .header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE')
        .header('Access-Control-Allow-Headers', ALLOW_HEADERS)
        .header('Access-Control-Max-Age', '600')
        .send();
    }
  });
}
