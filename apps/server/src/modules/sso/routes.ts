import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SSO_PATHS, userCodeQuery, type WikiLogin } from '@portal/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { caller } from '../../http/auth.ts';
import { forbidden } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { signUserToken } from './signed-token.ts';

const LINK_TTL_SECONDS = 300;

/** Single sign-on links: the enterprise mailbox and the community wiki (SPEC §2 menu entries, §7). */
export async function ssoRoutes(app: FastifyInstance, { config }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`/api${SSO_PATHS.mailSignUrl}`, { schema: { querystring: userCodeQuery } }, async (request) => {
    const auth = caller(request);
    if (request.query.userCode !== auth.userCode) throw forbidden();
    const url = new URL(config.mailSsoUrl);
    url.searchParams.set('code', signUserToken(config.ssoSecret, auth.userCode, LINK_TTL_SECONDS));
    return ok(url.toString());
  });

  r.post(`/api${SSO_PATHS.wikiCodeLogin}`, { schema: { body: z.object({ userCode: z.string().trim().min(1).max(64) }) } }, async (request) => {
    const auth = caller(request);
    if (request.body.userCode !== auth.userCode) throw forbidden();
    const data: WikiLogin = { token: signUserToken(config.ssoSecret, auth.userCode, LINK_TTL_SECONDS), url: config.wikiUrl };
    return ok(data);
  });
}
