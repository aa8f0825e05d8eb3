import type { FastifyInstance } from 'fastify';
import { mailSignUrl, wikiCodeLogin, type WikiLogin } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { caller } from '../../http/auth.ts';
import { forbidden } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import { signUserToken } from './signed-token.ts';

const LINK_TTL_SECONDS = 300;

/** Single sign-on links: the enterprise mailbox and the community wiki (SPEC §2 menu entries, §7). */
export async function ssoRoutes(app: FastifyInstance, { config }: AppContext): Promise<void> {
  route(app, mailSignUrl, {}, async (request) => {
    const auth = caller(request);
    if (request.query.userCode !== auth.userCode) throw forbidden();
    const url = new URL(config.mailSsoUrl);
    url.searchParams.set('code', signUserToken(config.ssoSecret, auth.userCode, LINK_TTL_SECONDS));
    return ok(url.toString());
  });

  route(app, wikiCodeLogin, {}, async (request) => {
    const auth = caller(request);
    if (request.body.userCode !== auth.userCode) throw forbidden();
    const data: WikiLogin = { token: signUserToken(config.ssoSecret, auth.userCode, LINK_TTL_SECONDS), url: config.wikiUrl };
    return ok(data);
  });
}
