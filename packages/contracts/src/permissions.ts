import { z } from 'zod';

/** Action keys a permission can allow (SPEC §3). */
export const ACTIONS = ['add', 'delete', 'edit', 'query', 'get', 'enable', 'disable', 'import', 'export'] as const;
export const actionSchema = z.enum(ACTIONS);
export type Action = z.infer<typeof actionSchema>;

export interface Permission {
  permissionId: string;
  actionList: Action[];
}

export interface Role {
  id: string;
  name: string;
  permissions: Permission[];
}

/** True when the permission is held and allows the action; a permission that is not held allows nothing. */
export function allows(permissions: readonly Permission[], permissionId: string, action?: Action): boolean {
  const held = permissions.find((p) => p.permissionId === permissionId);
  if (!held) return false;
  return action === undefined || held.actionList.includes(action);
}
