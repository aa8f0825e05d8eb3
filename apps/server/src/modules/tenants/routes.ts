import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { FRAME_PATHS, tenantPathSwitchBody, tenantSwitchBody, tenantSwitchParams, type Tenant } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { caller } from '../../http/auth.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { parseFormBody } from './form-body.ts';

/** The tenants a user belongs to, in their own order (the one they sign in to first). */
async function tenantsOf(db: Kysely<Database>, userId: string): Promise<Tenant[]> {
  return db
    .selectFrom('user_tenants')
    .innerJoin('tenants', 'tenants.id', 'user_tenants.tenant_id')
    .select(['tenants.id', 'tenants.name', 'tenants.description', 'tenants.logo'])
    .where('user_tenants.user_id', '=', userId)
    .orderBy('user_tenants.sort')
    .orderBy('tenants.sort')
    .orderBy('tenants.id')
    .execute();
}

/**
 * Tenant switching (SPEC §4, §7): the list with the current tenant first, and the two switch
 * calls. Both are form encoded and answer code 0; each moves the caller's session to the tenant
 * after checking the caller belongs to it. A refused switch changes nothing.
 */
export async function tenantRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, sessions } = ctx;

  const switchTo = async (userId: string, tokenHash: string, tenantId: string): Promise<Tenant> => {
    const tenant = (await tenantsOf(db, userId)).find((t) => t.id === tenantId);
    if (!tenant) throw forbidden('tenantForbidden');
    await sessions.setTenant(tokenHash, tenant.id);
    return tenant;
  };

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, parseFormBody);
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(`/api${FRAME_PATHS.tenants}`, async (request) => {
      const auth = caller(request);
      const tenants = await tenantsOf(db, auth.userId);
      const current = tenants.filter((t) => t.id === auth.tenantId);
      return ok([...current, ...tenants.filter((t) => t.id !== auth.tenantId)]);
    });

    r.post(
      `/api${FRAME_PATHS.switchTenant.replace('{id}', ':id')}`,
      { schema: { params: tenantSwitchParams, body: tenantPathSwitchBody } },
      async (request) => {
        const auth = caller(request);
        const { id } = request.params;
        if (request.body.tenantId !== undefined && request.body.tenantId !== id) throw badRequest('tenantId');
        return ok(await switchTo(auth.userId, auth.tokenHash, id));
      },
    );

    r.post(`/api${FRAME_PATHS.setTenantId}`, { schema: { body: tenantSwitchBody } }, async (request) => {
      const auth = caller(request);
      return ok(await switchTo(auth.userId, auth.tokenHash, request.body.tenantId));
    });
  });
}
