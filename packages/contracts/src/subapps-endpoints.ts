import { z } from 'zod';
import { apiResult, endpoint } from './endpoint.ts';
import { SUBAPP_NAMES } from './modules.ts';
import { LANGUAGES } from './paths.ts';
import { SUBAPP_PATHS, type SubappEntry, type SubappToken } from './subapps.ts';
import { subappNameParams } from './subapps-schemas.ts';

/**
 * Endpoints (endpoint.ts) of the sub-app registry and the scoped token, apart from the constants,
 * so a bundle that imports only the constants never keeps these schemas.
 */

export const subappEntrySchema = z.object({
  name: z.enum(SUBAPP_NAMES),
  entry: z.string().nullable(),
  origin: z.string().nullable(),
  activeRule: z.string(),
  title: z.partialRecord(z.enum(LANGUAGES), z.string()).optional(),
  permitted: z.boolean().optional(),
}) satisfies z.ZodType<SubappEntry>;

export const subappTokenSchema = z.object({ token: z.string(), expiresAt: z.number().int() }) satisfies z.ZodType<SubappToken>;

export const subappList = /* @__PURE__ */ endpoint({ method: 'GET', path: SUBAPP_PATHS.list, response: /* @__PURE__ */ apiResult(z.array(subappEntrySchema)) });
export const subappOne = /* @__PURE__ */ endpoint({ method: 'GET', path: SUBAPP_PATHS.one, params: subappNameParams, response: /* @__PURE__ */ apiResult(subappEntrySchema) });
export const subappTokenIssue = /* @__PURE__ */ endpoint({ method: 'POST', path: SUBAPP_PATHS.token, params: subappNameParams, response: /* @__PURE__ */ apiResult(subappTokenSchema) });
