import { create } from 'zustand';
import type { CurrentUser, Permission, Role } from '@portal/contracts';
import { clearStoredSession, clearStoredToken, isSessionKey, readStoredSession, storeTenantId, storeUser, type StoredIdentity } from './credentials.ts';

/**
 * The one session of the shell (docs/architecture.md "Session"; SPEC §3 store: token, roles,
 * menu, noReadMsgCount, detail): the token, the tenant, who the user is and what they may do.
 * It persists itself: the SPEC §3 storage keys and cookies are its storage detail
 * (`credentials.ts`), read once at start and written by the actions here.
 */
export interface SessionState {
  token: string | null;
  tenantId: string;
  /** Who is signed in, known from the login before the user is loaded (ids for requests). */
  identity: StoredIdentity;
  user: CurrentUser | null;
  roles: Role[];
  /** Permissions of all roles, merged per permission id. */
  permissions: Permission[];
  /** The user's extra items as a map (`extraObj`). */
  extraObj: Record<string, string>;
  noReadMsgCount: number;
  setUser: (user: CurrentUser) => void;
  setTenant: (tenantId: string) => void;
  setNoReadMsgCount: (count: number) => void;
  /** Forgets the token (SPEC §8, 401). */
  clearToken: () => void;
  /** Forgets the token, the stored session and its cookie (SPEC §8, 996; logout). */
  clearSession: () => void;
  reset: () => void;
}

export function mergePermissions(roles: readonly Role[]): Permission[] {
  const merged = new Map<string, Set<Permission['actionList'][number]>>();
  for (const role of roles) {
    for (const permission of role.permissions) {
      const actions = merged.get(permission.permissionId) ?? new Set();
      permission.actionList.forEach((a) => actions.add(a));
      merged.set(permission.permissionId, actions);
    }
  }
  return [...merged].map(([permissionId, actions]) => ({ permissionId, actionList: [...actions] }));
}

const signedOut = { user: null, roles: [], permissions: [], extraObj: {}, noReadMsgCount: 0 };

export const useSessionStore = create<SessionState>((set) => ({
  ...readStoredSession(),
  ...signedOut,
  setUser: (user) => {
    const identity = storeUser(user);
    set({
      user,
      identity,
      tenantId: user.tenantId,
      roles: user.roles,
      permissions: mergePermissions(user.roles),
      extraObj: Object.fromEntries(user.extra.map((item) => [item.filedName, item.filedValue])),
    });
  },
  setTenant: (tenantId) => {
    storeTenantId(tenantId);
    set({ tenantId });
  },
  setNoReadMsgCount: (noReadMsgCount) => set({ noReadMsgCount }),
  clearToken: () => {
    clearStoredToken();
    set({ token: null });
  },
  clearSession: () => {
    clearStoredSession();
    set({ token: null });
  },
  reset: () => set({ ...readStoredSession(), ...signedOut }),
}));

// A sign-in or sign-out in another tab of the portal changes the stored session: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea === localStorage && isSessionKey(event.key)) useSessionStore.setState(readStoredSession());
  });
}
