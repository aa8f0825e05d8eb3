import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HEADERS, SESSION_COOKIE, allows, tenantHeaderValue, type Action } from '@portal/contracts';
import type { AuthContext, SessionService } from '../modules/idaas/sessions.ts';
import { isSubappToken, type SubappTokens } from '../modules/subapps/tokens.ts';
import { AppError, forbidden, unauthorized } from './errors.ts';
import { scopedCaller } from './subapp-scope.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller of an authenticated `/api` route; null on public routes. */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Public routes answer without a session (login, health). */
    public?: boolean;
  }
}

/** The session token of a request: the Authorization header (Bearer or bare), else the HttpOnly cookie. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[HEADERS.authorization.toLowerCase()];
  const value = Array.isArray(header) ? header[0] : header;
  if (value) return value.replace(/^Bearer\s+/i, '').trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

/**
 * Every `/api` route but the public ones needs a live session; a tenant header outside the user's
 * tenants is refused. Checked on request, before the body is read: a caller without a session
 * learns nothing about the route's input and costs the server no parsing.
 */
export function registerAuth(app: FastifyInstance, sessions: SessionService, subappTokens: SubappTokens): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (request.routeOptions.config.public) return;
    if (request.is404) return;
    const token = tokenOf(request);
    // A sub-app's token is limited to its scope (http/subapp-scope.ts).
    const auth = token && isSubappToken(token) ? await scopedCaller(request, subappTokens) : token ? await sessions.resolve(token) : null;
    if (!auth) {
      // A cookie that no longer opens a session is cleared with the refusal (the shell cannot: it is HttpOnly).
      if (!request.headers.authorization && request.cookies[SESSION_COOKIE]) clearSessionCookies(reply);
      throw unauthorized();
    }
    const header = request.headers[HEADERS.tenantId.toLowerCase()];
    const tenant = tenantHeaderValue(Array.isArray(header) ? header[0] : header);
    if (tenant !== undefined && tenant !== auth.tenantId) throw forbidden('tenantForbidden');
    request.auth = auth;
  });
}

/** Forgets the session cookies in the browser (logout, a session that ended). */
export function clearSessionCookies(reply: FastifyReply): void {
  for (const name of [SESSION_COOKIE, 'userId', 'userCode']) reply.clearCookie(name, { path: '/' });
}

/** The caller of an authenticated route (the auth hook guarantees it). */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Refuses unless the caller holds the permission and, when given, the action. */
export function requirePermission(request: FastifyRequest, permissionId: string, action?: Action): AuthContext {
  const auth = caller(request);
  if (!allows(auth.permissions, permissionId, action)) throw new AppError(403, 'forbidden');
  return auth;
}
