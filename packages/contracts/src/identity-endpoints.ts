import { z } from 'zod';
import { apiResult, endpoint } from './endpoint.ts';
import { FRAME_PATHS, tenantPathSwitchBody, tenantSwitchBody, tenantSwitchParams } from './frame.ts';
import { loginBody, updatePasswordBody, type LoginData, type Tenant } from './idaas.ts';
import { PATHS, SSO_PATHS, type WikiLogin } from './paths.ts';
import { currentUserSchema } from './user-center-endpoints.ts';
import { userCodeQuery } from './user-end.ts';

/**
 * Endpoints (endpoint.ts) of identity, tenants, single sign-on and health, apart from the
 * constants, so a bundle that imports only the constants never keeps these schemas.
 */

export const loginData = z.object({
  token: z.string(),
  expiresIn: z.number().int(),
  userId: z.string(),
  userCode: z.string(),
  uniqueNo: z.string(),
  tenantId: z.string(),
}) satisfies z.ZodType<LoginData>;

export const tenantSchema = z.object({ id: z.string(), name: z.string(), description: z.string(), logo: z.string() }) satisfies z.ZodType<Tenant>;

export const login = /* @__PURE__ */ endpoint({ method: 'POST', path: PATHS.login, body: loginBody, response: /* @__PURE__ */ apiResult(loginData) });
export const currentUserRead = /* @__PURE__ */ endpoint({ method: 'GET', path: PATHS.currentUser, response: /* @__PURE__ */ apiResult(currentUserSchema) });
export const logout = /* @__PURE__ */ endpoint({ method: 'POST', path: PATHS.logout, response: /* @__PURE__ */ apiResult(z.null()) });
export const passwordUpdate = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: PATHS.updatePassword,
  body: updatePasswordBody,
  response: /* @__PURE__ */ apiResult(z.object({ endedSessions: z.number().int().min(0) })),
});

export const tenantList = /* @__PURE__ */ endpoint({ method: 'GET', path: FRAME_PATHS.tenants, response: /* @__PURE__ */ apiResult(z.array(tenantSchema)) });
/** The path names the tenant (`:id`); the form may repeat it. */
export const tenantSwitchByPath = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/business-center/v1/login/:id/tenant',
  params: tenantSwitchParams,
  body: tenantPathSwitchBody,
  response: /* @__PURE__ */ apiResult(tenantSchema),
});
export const tenantSwitch = /* @__PURE__ */ endpoint({ method: 'POST', path: FRAME_PATHS.setTenantId, body: tenantSwitchBody, response: /* @__PURE__ */ apiResult(tenantSchema) });

export const mailSignUrl = /* @__PURE__ */ endpoint({ method: 'GET', path: SSO_PATHS.mailSignUrl, query: userCodeQuery, response: /* @__PURE__ */ apiResult(z.string()) });
export const wikiCodeLogin = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: SSO_PATHS.wikiCodeLogin,
  body: userCodeQuery,
  response: /* @__PURE__ */ apiResult(z.object({ token: z.string(), url: z.string() }) satisfies z.ZodType<WikiLogin>),
});

/** Liveness: the process answers. */
export const health = /* @__PURE__ */ endpoint({ method: 'GET', path: PATHS.health, response: /* @__PURE__ */ apiResult(z.object({ status: z.literal('up') })) });
