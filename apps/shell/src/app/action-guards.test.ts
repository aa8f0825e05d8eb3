import { describe, expect, it } from 'vitest';
import { ACTION_GUARDS, type ActionGuard } from '@portal/contracts';
import { joinPath } from '../shared/routing/paths.ts';
import type { PortalRoute } from '../shared/routing/route-types.ts';
import { PORTAL_ROUTES } from './routes.tsx';

/** The permission `<Access>` checks on a page: the deepest route of its path that declares one. */
function pagePermission(path: string, routes: readonly PortalRoute[] = PORTAL_ROUTES, parent = '', inherited?: string): string | undefined {
  for (const route of routes) {
    const full = joinPath(parent, route.path);
    const permission = route.permission ?? inherited;
    if (full === path) return permission;
    if (path.startsWith(`${full}/`)) {
      const found = pagePermission(path, route.children ?? [], full, permission);
      if (found) return found;
    }
  }
  return undefined;
}

describe('pages of the guarded calls (SPEC §6)', () => {
  it.each(Object.values(ACTION_GUARDS).map((g: ActionGuard) => [g.page, g] as const))(
    '%s is a page whose route permission is the one the server checks',
    (page, guard) => {
      expect(pagePermission(page)).toBe(guard.permission);
    },
  );
});
