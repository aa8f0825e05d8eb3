import { z } from 'zod';
import { apiResult, endpoint } from './endpoint.ts';
import { COLLEAGUE_PATHS, colleagueSearchQuery, type Colleague, type FeaturePermission } from './colleagues.ts';
import { USER_END_PATHS, userCodeQuery } from './user-end.ts';

/**
 * Endpoints (endpoint.ts) apart from the constants, so a bundle that imports only the constants
 * never keeps these schemas.
 */

export const colleagueSchema = z.object({
  id: z.string(),
  userCode: z.string(),
  realName: z.string(),
  department: z.string(),
  position: z.string(),
  phone: z.string(),
  email: z.string(),
  sex: z.enum(['male', 'female', 'unknown']),
}) satisfies z.ZodType<Colleague>;
export const featurePermissionSchema = z.object({ featureCode: z.string(), enabled: z.boolean() }) satisfies z.ZodType<FeaturePermission>;

export const colleagueSearch = /* @__PURE__ */ endpoint({ method: 'GET', path: COLLEAGUE_PATHS.search, query: colleagueSearchQuery, response: /* @__PURE__ */ apiResult(z.array(colleagueSchema)) });
export const featurePermissionCheck = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: USER_END_PATHS.checkUserProgramInfo,
  query: userCodeQuery,
  response: /* @__PURE__ */ apiResult(z.array(featurePermissionSchema)),
});
