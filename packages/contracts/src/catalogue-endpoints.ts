import { z } from 'zod';
import { apiResult, endpoint } from './endpoint.ts';
import {
  CATALOGUE_PATHS,
  RESOURCE_TYPES,
  listAppModulesBody,
  listAppResourcesBody,
  listOldAppsBody,
  resourceCodeBody,
  type OldApp,
  type Resource,
} from './catalogue.ts';

/**
 * Endpoints (endpoint.ts) of the catalogue (wuyou-auth) apart from the constants, so a bundle
 * that imports only the constants never keeps these schemas.
 */

export const oldAppSchema = z.object({
  moduleName: z.string(),
  resourceCode: z.string(),
  systemCode: z.string(),
  moduleCode: z.string(),
  appCodes: z.array(z.string()),
  path: z.string(),
  iconSrc: z.string(),
}) satisfies z.ZodType<OldApp>;

export const resourceSchema = z.object({
  resourceType: z.union([z.literal(RESOURCE_TYPES.menu), z.literal(RESOURCE_TYPES.service), z.literal(RESOURCE_TYPES.view)]),
  resourceName: z.string(),
  resourceCode: z.string(),
  resourcePath: z.string(),
  moduleCode: z.string(),
  frontModuleCode: z.string(),
  systemCode: z.string(),
  appCode: z.string(),
  iconSrc: z.string(),
  menuUrl: z.string().optional(),
  serviceUrl: z.string().optional(),
  viewUrl: z.string().optional(),
  groupName: z.string(),
  highlight: z.object({ field: z.enum(['resourceName', 'appName']), start: z.number().int(), end: z.number().int() }).optional(),
}) satisfies z.ZodType<Resource>;

const resources = /* @__PURE__ */ apiResult(z.array(resourceSchema));

export const listOldApps = /* @__PURE__ */ endpoint({ method: 'POST', path: CATALOGUE_PATHS.listOldApps, body: listOldAppsBody, response: /* @__PURE__ */ apiResult(z.array(oldAppSchema)) });
export const listAppMenus = /* @__PURE__ */ endpoint({ method: 'POST', path: CATALOGUE_PATHS.listAppMenus, body: listAppResourcesBody, response: resources });
export const listAppServices = /* @__PURE__ */ endpoint({ method: 'POST', path: CATALOGUE_PATHS.listAppServices, body: listAppResourcesBody, response: resources });
export const listAppModules = /* @__PURE__ */ endpoint({ method: 'POST', path: CATALOGUE_PATHS.listAppModules, body: listAppModulesBody, response: resources });
export const commonUseList = /* @__PURE__ */ endpoint({ method: 'GET', path: CATALOGUE_PATHS.commonUseList, response: resources });
export const commonUseAdd = /* @__PURE__ */ endpoint({ method: 'POST', path: CATALOGUE_PATHS.commonUseAdd, body: resourceCodeBody, response: /* @__PURE__ */ apiResult(z.null()) });
export const commonUseDelete = /* @__PURE__ */ endpoint({ method: 'POST', path: CATALOGUE_PATHS.commonUseDelete, body: resourceCodeBody, response: /* @__PURE__ */ apiResult(z.null()) });
