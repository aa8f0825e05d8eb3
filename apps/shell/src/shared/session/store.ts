import { create } from 'zustand';
import type { CurrentUser, Permission, Role } from '@portal/contracts';

/** The signed-in user and what the shell knows of them (SPEC §3 store: token, roles, menu, noReadMsgCount, detail). */
export interface SessionState {
  user: CurrentUser | null;
  roles: Role[];
  /** Permissions of all roles, merged per permission id. */
  permissions: Permission[];
  /** The user's extra items as a map (`extraObj`). */
  extraObj: Record<string, string>;
  noReadMsgCount: number;
  setUser: (user: CurrentUser) => void;
  setNoReadMsgCount: (count: number) => void;
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

export const useSessionStore = create<SessionState>((set) => ({
  user: null,
  roles: [],
  permissions: [],
  extraObj: {},
  noReadMsgCount: 0,
  setUser: (user) =>
    set({
      user,
      roles: user.roles,
      permissions: mergePermissions(user.roles),
      extraObj: Object.fromEntries(user.extra.map((item) => [item.filedName, item.filedValue])),
    }),
  setNoReadMsgCount: (noReadMsgCount) => set({ noReadMsgCount }),
  reset: () => set({ user: null, roles: [], permissions: [], extraObj: {}, noReadMsgCount: 0 }),
}));
