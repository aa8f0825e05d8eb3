import type { FastifyInstance } from 'fastify';
import { FRAME_PATHS, type FriendlyLink } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { caller } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';

/** The footer's friendly links (SPEC §1: url and name) of the caller's current tenant. */
export async function friendlyLinkRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  app.get(`/api${FRAME_PATHS.friendlyLinks}`, async (request) => {
    const auth = caller(request);
    const links: FriendlyLink[] = await db
      .selectFrom('friendly_links')
      .select(['url', 'name'])
      .where('tenant_id', '=', auth.tenantId)
      .orderBy('sort')
      .orderBy('name')
      .execute();
    return ok(links);
  });
}
