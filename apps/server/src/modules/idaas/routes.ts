import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS, SESSION_COOKIE, loginBody, updatePasswordBody, type LoginData } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { caller, clearSessionCookies } from '../../http/auth.ts';
import { AppError, forbidden, tooManyRequests } from '../../http/errors.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { translate } from '../../http/messages.ts';
import { ok } from '../../http/reply.ts';
import { readKeys, sendKept } from '../../http/read-cache.ts';
import { currentUser } from './current-user.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const loginGuard = new LoginGuard(rateLimiter, config);

  /** The identity login page (built with the shell as `login.html`). */
  app.get('/idaas/login', { config: { public: true } }, async (_request, reply) => {
    const file = path.join(config.shellDist, 'login.html');
    if (!existsSync(file)) return reply.status(503).type('text/plain; charset=utf-8').send('The shell is not built: run npm run build');
    return reply.header('Cache-Control', 'no-cache').sendFile('login.html', config.shellDist);
  });

  r.post(`/api${PATHS.login}`, { config: { public: true }, schema: { body: loginBody } }, async (request, reply) => {
    const { username, password } = request.body;
    const attempt = await loginGuard.attempt(username, request.ip);
    const user = await db
      .selectFrom('users')
      .select(['id', 'username', 'unique_no', 'password_hash'])
      .where('username', '=', username)
      .executeTakeFirst();
    // An unknown account costs the same check as a known one (a made-up hash): the answer and its time tell nothing.
    const valid = await passwordMatches(password, user?.password_hash);
    if (!user || !valid) throw new AppError(401, 'loginFailed');
    await attempt.succeeded();
    const tenant = await db
      .selectFrom('user_tenants')
      .select('tenant_id')
      .where('user_id', '=', user.id)
      .orderBy('sort')
      .orderBy('tenant_id')
      .executeTakeFirst();
    if (!tenant) throw forbidden('tenantForbidden');
    const { token } = await sessions.create(user.id, tenant.tenant_id, clientMeta(request));
    const data: LoginData = {
      token,
      expiresIn: config.sessionTtlSeconds,
      userId: user.id,
      userCode: user.username,
      uniqueNo: user.unique_no,
      tenantId: tenant.tenant_id,
    };
    setSessionCookies(reply, data, config.sessionTtlSeconds);
    return ok(data);
  });

  r.get(`/api${PATHS.currentUser}`, async (request, reply) => {
    const auth = caller(request);
    return sendKept(reply, ctx.reads, `${readKeys.user(auth.userId)}${auth.tenantId}`, async () => ok(await currentUser(db, auth.userId, auth.tenantId)));
  });

  r.post(`/api${PATHS.logout}`, async (request, reply) => {
    await sessions.revoke(caller(request).tokenHash);
    clearSessionCookies(reply);
    return ok(null);
  });

  r.post(`/api${PATHS.updatePassword}`, { schema: { body: updatePasswordBody } }, async (request) => {
    const auth = caller(request);
    const { id, password, newPassword } = request.body;
    if (id !== auth.userId) throw forbidden();
    const limitKey = `password:${auth.userId}`;
    // Counted before the check, so concurrent guesses cannot all be checked.
    if ((await rateLimiter.hit(limitKey, PASSWORD_WINDOW_SECONDS)) > PASSWORD_MAX_ATTEMPTS) throw tooManyRequests();
    const user = await db.selectFrom('users').select('password_hash').where('id', '=', auth.userId).executeTakeFirstOrThrow();
    if (!(await verifyPassword(password, user.password_hash))) throw new AppError(400, 'oldPasswordWrong');
    await rateLimiter.reset(limitKey);
    if (password.toLowerCase() === newPassword.toLowerCase()) throw new AppError(400, 'samePassword');
    await db
      .updateTable('users')
      .set({ password_hash: await hashPassword(newPassword), updated_at: new Date() })
      .where('id', '=', auth.userId)
      .execute();
    // A stolen token must not outlive the password: every other session of the user ends, and every system's token.
    const ended = await sessions.revokeOthers(auth.userId, auth.tokenHash);
    await ctx.subappTokens.endForUser(auth.userId);
    return ok({ endedSessions: ended }, translate(requestLanguage(request), 'passwordChanged'));
  });
}
