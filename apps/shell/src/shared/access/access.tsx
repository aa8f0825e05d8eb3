import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { allows, type Action } from '@portal/contracts';
import { useSessionStore } from '../session/store.ts';
import type { RouteHandle } from '../routing/route-types.ts';

/** The permission id of the deepest matched route that declares one. */
export function useRoutePermission(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.route.permission) return handle.route.permission;
  }
  return undefined;
}

/** Permission checks for the signed-in user. */
export function useAccess() {
  const permissions = useSessionStore((s) => s.permissions);
  const routePermission = useRoutePermission();
  return {
    /** Holds the permission (and the action, when given). */
    can: (permissionId: string, action?: Action) => allows(permissions, permissionId, action),
    /**
     * SPEC §6: an element is hidden when the route's permission is held but the action is not in
     * its list. A route without a permission shows everything.
     */
    canOnRoute: (action: Action) => (routePermission ? allows(permissions, routePermission, action) : true),
  };
}

/** Shows its children only when the current route's permission allows the action. */
export function Access({ action, children, fallback = null }: { action: Action; children: ReactNode; fallback?: ReactNode }) {
  const { canOnRoute } = useAccess();
  return <>{canOnRoute(action) ? children : fallback}</>;
}
