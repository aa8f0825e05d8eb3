import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, currentUserRead, login, logout, passwordUpdate, type LoginData } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { caller, clearSessionCookies } from '../../http/auth.ts';
import { AppError, forbidden, tooManyRequests } from '../../http/errors.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { translate } from '../../http/error-catalogue.ts';
import { ok } from '../../http/reply.ts';
import { readKeys, sendKept } from '../../http/read-cache.ts';
import { route } from '../../http/route.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { AccountRepository } from './account-repository.ts';
import { currentUser } from './current-user.ts';
import { LoginGuard, passwordMatches } from './login-guard.ts';

const PASSWORD_WINDOW_SECONDS = 15 * 60;
const PASSWORD_MAX_ATTEMPTS = 5;

function setSessionCookies(reply: FastifyReply, data: LoginData, maxAge: number) {
  const base = { path: '/', sameSite: 'lax' as const, secure: 'auto' as const, maxAge };
  reply.setCookie(SESSION_COOKIE, data.token, { ...base, httpOnly: true });
  reply.setCookie('userId', data.userId, base);
  reply.setCookie('userCode', data.userCode, base);
}

function clientMeta(request: FastifyRequest) {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
}

export async function idaasRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, sessions, rateLimiter, config } = ctx;
  const loginGuard = new LoginGuard(rateLimiter, config);
  const accounts = new AccountRepository(db);

  /** The identity login page (built with the shell as `login.html`). */
  app.get('/idaas/login', { config: { public: true } }, async (_request, reply) => {
    const file = path.join(config.shellDist, 'login.html');
    if (!existsSync(file)) return reply.status(503).type('text/plain; charset=utf-8').send('The shell is not built: run npm run build');
    return reply.header('Cache-Control', 'no-cache').sendFile('login.html', config.shellDist);
  });

  route(app, login, { public: true }, async (request, reply) => {
    const { username, password } = request.body;
    const attempt = await loginGuard.attempt(username, request.ip);
    const user = await accounts.byUsername(username);
    // An unknown account costs the same check as a known one (a made-up hash): the answer and its time tell nothing.
    const valid = await passwordMatches(password, user?.password_hash);
    if (!user || !valid) throw new AppError(401, 'loginFailed');
    await attempt.succeeded();
    const tenantId = await accounts.firstTenant(user.id);
    if (tenantId === undefined) throw forbidden('tenantForbidden');
    const { token } = await sessions.create(user.id, tenantId, clientMeta(request));
    const data: LoginData = {
      token,
      expiresIn: config.sessionTtlSeconds,
      userId: user.id,
      userCode: user.username,
      uniqueNo: user.unique_no,
      tenantId,
    };
    setSessionCookies(reply, data, config.sessionTtlSeconds);
    return ok(data);
  });

  route(app, currentUserRead, {}, async (request, reply) => {
    const auth = caller(request);
    return sendKept(reply, ctx.reads, `${readKeys.user(auth.userId)}${auth.tenantId}`, currentUserRead, async () =>
      ok(await currentUser(db, auth.userId, auth.tenantId)),
    );
  });

  route(app, logout, {}, async (request, reply) => {
    await sessions.revoke(caller(request).tokenHash);
    clearSessionCookies(reply);
    return ok(null);
  });

  route(app, passwordUpdate, {}, async (request) => {
    const auth = caller(request);
    const { id, password, newPassword } = request.body;
    if (id !== auth.userId) throw forbidden();
    const limitKey = `password:${auth.userId}`;
    // Counted before the check, so concurrent guesses cannot all be checked.
    if ((await rateLimiter.hit(limitKey, PASSWORD_WINDOW_SECONDS)) > PASSWORD_MAX_ATTEMPTS) throw tooManyRequests();
    if (!(await verifyPassword(password, await accounts.passwordHash(auth.userId)))) throw new AppError(400, 'oldPasswordWrong');
    await rateLimiter.reset(limitKey);
    if (password.toLowerCase() === newPassword.toLowerCase()) throw new AppError(400, 'samePassword');
    await accounts.setPasswordHash(auth.userId, await hashPassword(newPassword));
    // A stolen token must not outlive the password: every other session of the user ends, and every system's token.
    const ended = await sessions.revokeOthers(auth.userId, auth.tokenHash);
    await ctx.subappTokens.endForUser(auth.userId);
    return ok({ endedSessions: ended }, translate(requestLanguage(request), 'passwordChanged'));
  });
}
