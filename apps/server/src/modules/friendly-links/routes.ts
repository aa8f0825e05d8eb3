import type { FastifyInstance } from 'fastify';
import { FRAME_PATHS, type FriendlyLink } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { translator } from '../../db/translations.ts';
import { caller } from '../../http/auth.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { ok } from '../../http/reply.ts';

/** The footer's friendly links (SPEC §1: url and name) of the caller's current tenant, named in the caller's language. */
export async function friendlyLinkRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  app.get(`/api${FRAME_PATHS.friendlyLinks}`, async (request) => {
    const auth = caller(request);
    const rows = await db
      .selectFrom('friendly_links')
      .select(['url', 'name'])
      .where('tenant_id', '=', auth.tenantId)
      .orderBy('sort')
      .orderBy('name')
      .execute();
    const t = await translator(db, requestLanguage(request), 'link', rows.map((row) => row.name));
    const links: FriendlyLink[] = rows.map((row) => ({ url: row.url, name: t(row.name, 'name', row.name) }));
    return ok(links);
  });
}
