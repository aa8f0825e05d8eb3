import type { SubappProps } from '@portal/contracts';

/** Portal storage keys a standalone sub-app reads (SPEC §3), same origin as the portal. */
const KEYS = { token: 'Access-Token', userCode: 'userCode', userId: 'userID', tenantId: 'tenantId', language: 'app_language' } as const;

/** The portal's default primary colour (SPEC §9). */
export const PORTAL_GREEN = '#52C41A';

/**
 * Props of a sub-app running on its own URL: the portal session of this browser. Without one,
 * the dev login is the portal's identity login page, which returns here afterwards.
 */
export function standaloneProps(routerBase: string, win: Window = window): SubappProps | null {
  const store = win.localStorage;
  const token = store.getItem(KEYS.token);
  if (!token) return null;
  return {
    token,
    userCode: store.getItem(KEYS.userCode) ?? '',
    userId: store.getItem(KEYS.userId) ?? '',
    tenantId: store.getItem(KEYS.tenantId) ?? '10001',
    language: store.getItem(KEYS.language) ?? 'zh-CN',
    routerBase,
    theme: { primaryColor: PORTAL_GREEN, mode: 'light' },
  };
}

export function goToDevLogin(win: Window = window): void {
  const here = win.location.pathname + win.location.search;
  win.location.assign(`/idaas/login?redirect=${encodeURIComponent(here)}`);
}
