import type { FastifyInstance } from 'fastify';
import { tenantList, tenantSwitch, tenantSwitchByPath, type Tenant } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { caller } from '../../http/auth.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import { parseFormBody } from './form-body.ts';
import { TenantRepository } from './tenant-repository.ts';

/**
 * Tenant switching (SPEC §4, §7): the list with the current tenant first, and the two switch
 * calls. Both are form encoded and answer code 0; each moves the caller's session to the tenant
 * after checking the caller belongs to it. A refused switch changes nothing.
 */
export async function tenantRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, sessions } = ctx;
  const tenants = new TenantRepository(db);

  const switchTo = async (userId: string, tokenHash: string, tenantId: string): Promise<Tenant> => {
    const tenant = (await tenants.of(userId)).find((t) => t.id === tenantId);
    if (!tenant) throw forbidden('tenantForbidden');
    await sessions.setTenant(tokenHash, tenant.id);
    return tenant;
  };

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, parseFormBody);

    route(scope, tenantList, {}, async (request) => {
      const auth = caller(request);
      const mine = await tenants.of(auth.userId);
      const current = mine.filter((t) => t.id === auth.tenantId);
      return ok([...current, ...mine.filter((t) => t.id !== auth.tenantId)]);
    });

    route(scope, tenantSwitchByPath, {}, async (request) => {
      const auth = caller(request);
      const { id } = request.params;
      if (request.body.tenantId !== undefined && request.body.tenantId !== id) throw badRequest('tenantId');
      return ok(await switchTo(auth.userId, auth.tokenHash, id));
    });

    route(scope, tenantSwitch, {}, async (request) => {
      const auth = caller(request);
      return ok(await switchTo(auth.userId, auth.tokenHash, request.body.tenantId));
    });
  });
}
