import type { FastifyInstance } from 'fastify';
import { friendlyLinkList, type FriendlyLink } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { translator } from '../../db/translations.ts';
import { caller } from '../../http/auth.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import { LinkRepository } from './link-repository.ts';

/** The footer's friendly links (SPEC §1: url and name) of the caller's current tenant, named in the caller's language. */
export async function friendlyLinkRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const links = new LinkRepository(db);

  route(app, friendlyLinkList, {}, async (request) => {
    const auth = caller(request);
    const rows = await links.ofTenant(auth.tenantId);
    const t = await translator(db, requestLanguage(request), 'link', rows.map((row) => row.name));
    const shown: FriendlyLink[] = rows.map((row) => ({ url: row.url, name: t(row.name, 'name', row.name) }));
    return ok(shown);
  });
}
