import type { FastifyInstance } from 'fastify';
import { RESOURCE_TYPES, commonUseAdd, commonUseDelete, commonUseList, listAppMenus, listAppModules, listAppServices, listOldApps } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { caller } from '../../http/auth.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { readKeys, sendKept } from '../../http/read-cache.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import { listResources, permittedResource, resourceNames, toResource, visibleApps } from './catalogue.ts';
import { CommonUseRepository } from './common-use-repository.ts';

/** wuyou-auth (SPEC §7): the apps, menus, services and views a user may see, and their common-use functions. */
export async function catalogueRoutes(app: FastifyInstance, { db, reads }: AppContext): Promise<void> {
  const commonUse = new CommonUseRepository(db);
  const own = (callerId: string, userId: string) => {
    if (callerId !== userId) throw forbidden();
  };

  route(app, listOldApps, {}, async (request, reply) => {
    const auth = caller(request);
    own(auth.userId, request.body.userId);
    const lang = requestLanguage(request);
    // The language is part of the key: names are answered in the caller's language.
    return sendKept(reply, reads, `${readKeys.catalogue(auth.userId, auth.tenantId)}${lang}:apps`, listOldApps, async () =>
      ok(await visibleApps(db, auth.permissions, lang)),
    );
  });

  route(app, listAppMenus, {}, async (request, reply) => {
    const auth = caller(request);
    own(auth.userId, request.body.userId);
    const { appCodes, queryFuzzy } = request.body;
    const lang = requestLanguage(request);
    const key = `${readKeys.catalogue(auth.userId, auth.tenantId)}${lang}:menus:${JSON.stringify([appCodes, queryFuzzy ?? ''])}`;
    return sendKept(reply, reads, key, listAppMenus, async () =>
      ok(await listResources(db, auth.permissions, RESOURCE_TYPES.menu, appCodes, queryFuzzy, lang)),
    );
  });

  route(app, listAppServices, {}, async (request) => {
    const auth = caller(request);
    own(auth.userId, request.body.userId);
    return ok(await listResources(db, auth.permissions, RESOURCE_TYPES.service, request.body.appCodes, request.body.queryFuzzy, requestLanguage(request)));
  });

  route(app, listAppModules, {}, async (request) => {
    const auth = caller(request);
    own(auth.userId, request.body.userId);
    return ok(await listResources(db, auth.permissions, RESOURCE_TYPES.view, request.body.appCodes, undefined, requestLanguage(request)));
  });

  route(app, commonUseList, {}, async (request) => {
    const auth = caller(request);
    const rows = await commonUse.list(auth);
    const visible = new Set((await visibleApps(db, auth.permissions)).map((a) => a.moduleCode));
    const shown = rows.filter((row) => visible.has(row.module_code));
    const names = await resourceNames(db, requestLanguage(request), shown.map((row) => row.resource_code));
    return ok(shown.map((row) => toResource(row, row.system_code, names)));
  });

  route(app, commonUseAdd, {}, async (request) => {
    const auth = caller(request);
    const resource = await permittedResource(db, auth.permissions, request.body.resourceCode);
    if (!resource) throw notFound();
    await commonUse.add(auth, resource.resource_code);
    return ok(null);
  });

  route(app, commonUseDelete, {}, async (request) => {
    const auth = caller(request);
    await commonUse.remove(auth, request.body.resourceCode);
    return ok(null);
  });
}
