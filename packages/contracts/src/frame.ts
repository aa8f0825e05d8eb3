import { z } from 'zod';

/**
 * Calls of the shell frame (SPEC §4, §7): the user's tenants, switching tenant (both calls form
 * encoded, success code 0) and the footer's friendly links. The list and links paths are not
 * named by SPEC; these are the portal's own.
 */
export const FRAME_PATHS = {
  /** The caller's tenants, the current one first. */
  tenants: '/business-center/v1/login/tenants',
  /** `{id}` is the tenant id. */
  switchTenant: '/business-center/v1/login/{id}/tenant',
  setTenantId: '/asset/v1/login/setTenantId',
  friendlyLinks: '/business-center/v1/friendly-link/list',
} as const;

export function switchTenantPath(tenantId: string): string {
  return FRAME_PATHS.switchTenant.replace('{id}', encodeURIComponent(tenantId));
}

/** A tenant id: digits only. */
const TENANT_ID = /^\d{1,20}$/;
const TENANT_ID_MESSAGE = '租户编号格式错误';

/** SPEC §7 switch tenant: payload tenantId. */
export const tenantSwitchBody = z.object({ tenantId: z.string().trim().regex(TENANT_ID, TENANT_ID_MESSAGE) });
export const tenantSwitchParams = z.object({ id: z.string().trim().regex(TENANT_ID, TENANT_ID_MESSAGE) });
/** The path names the tenant; the form may repeat it. */
export const tenantPathSwitchBody = z.object({ tenantId: z.string().trim().regex(TENANT_ID, TENANT_ID_MESSAGE).optional() }).default({});

/** A quick-access link of the footer (SPEC §3: url, name). */
export interface FriendlyLink {
  url: string;
  name: string;
}
