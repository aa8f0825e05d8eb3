import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CATALOGUE_PATHS, listAppModulesBody, listAppResourcesBody, listOldAppsBody, resourceCodeBody, RESOURCE_TYPES } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { caller } from '../../http/auth.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { readKeys, sendKept } from '../../http/read-cache.ts';
import { ok } from '../../http/reply.ts';
import { listResources, permittedResource, resourceNames, toResource, visibleApps } from './catalogue.ts';

/** wuyou-auth (SPEC §7): the apps, menus, services and views a user may see, and their common-use functions. */
export async function catalogueRoutes(app: FastifyInstance, { db, reads }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const own = (callerId: string, userId: string) => {
    if (callerId !== userId) throw forbidden();
  };

  r.post(`/api${CATALOGUE_PATHS.listOldApps}`, { schema: { body: listOldAppsBody } }, async (request, reply) => {
    const auth = caller(request);
    own(auth.userId, request.body.userId);
    const lang = requestLanguage(request);
    // The language is part of the key: names are answered in the caller's language.
    return sendKept(reply, reads, `${readKeys.catalogue(auth.userId, auth.tenantId)}${lang}:apps`, async () => ok(await visibleApps(db, auth.permissions, lang)));
  });

  r.post(`/api${CATALOGUE_PATHS.listAppMenus}`, { schema: { body: listAppResourcesBody } }, async (request, reply) => {
    const auth = caller(request);
    own(auth.userId, request.body.userId);
    const { appCodes, queryFuzzy } = request.body;
    const lang = requestLanguage(request);
    const key = `${readKeys.catalogue(auth.userId, auth.tenantId)}${lang}:menus:${JSON.stringify([appCodes, queryFuzzy ?? ''])}`;
    return sendKept(reply, reads, key, async () => ok(await listResources(db, auth.permissions, RESOURCE_TYPES.menu, appCodes, queryFuzzy, lang)));
  });

  r.post(`/api${CATALOGUE_PATHS.listAppServices}`, { schema: { body: listAppResourcesBody } }, async (request) => {
    const auth = caller(request);
    own(auth.userId, request.body.userId);
    return ok(await listResources(db, auth.permissions, RESOURCE_TYPES.service, request.body.appCodes, request.body.queryFuzzy, requestLanguage(request)));
  });

  r.post(`/api${CATALOGUE_PATHS.listAppModules}`, { schema: { body: listAppModulesBody } }, async (request) => {
    const auth = caller(request);
    own(auth.userId, request.body.userId);
    return ok(await listResources(db, auth.permissions, RESOURCE_TYPES.view, request.body.appCodes, undefined, requestLanguage(request)));
  });

  r.get(`/api${CATALOGUE_PATHS.commonUseList}`, async (request) => {
    const auth = caller(request);
    const rows = await db
      .selectFrom('common_use')
      .innerJoin('resources', 'resources.resource_code', 'common_use.resource_code')
      .innerJoin('apps', 'apps.resource_code', 'resources.module_code')
      .selectAll('resources')
      .select('apps.system_code')
      .where('common_use.user_id', '=', auth.userId)
      .where('common_use.tenant_id', '=', auth.tenantId)
      .orderBy('common_use.created_at', 'desc')
      .execute();
    const visible = new Set((await visibleApps(db, auth.permissions)).map((a) => a.moduleCode));
    const shown = rows.filter((row) => visible.has(row.module_code));
    const names = await resourceNames(db, requestLanguage(request), shown.map((row) => row.resource_code));
    return ok(shown.map((row) => toResource(row, row.system_code, names)));
  });

  r.post(`/api${CATALOGUE_PATHS.commonUseAdd}`, { schema: { body: resourceCodeBody } }, async (request) => {
    const auth = caller(request);
    const resource = await permittedResource(db, auth.permissions, request.body.resourceCode);
    if (!resource) throw notFound();
    await db
      .insertInto('common_use')
      .values({ user_id: auth.userId, tenant_id: auth.tenantId, resource_code: resource.resource_code })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return ok(null);
  });

  r.post(`/api${CATALOGUE_PATHS.commonUseDelete}`, { schema: { body: resourceCodeBody } }, async (request) => {
    const auth = caller(request);
    await db
      .deleteFrom('common_use')
      .where('user_id', '=', auth.userId)
      .where('tenant_id', '=', auth.tenantId)
      .where('resource_code', '=', request.body.resourceCode)
      .execute();
    return ok(null);
  });
}
