import { appCenterRoutes } from '../features/app-center/routes.tsx';
import { colleaguesRoutes } from '../features/colleagues/routes.tsx';
import { homeRoutes } from '../features/home/routes.tsx';
import { userCenterRoutes } from '../features/user-center/routes.tsx';
import { wikiRoutes } from '../features/wiki/routes.tsx';
import type { PortalRoute } from './route-types.ts';

/** The portal's route table (SPEC §2), in menu order. Menus, tab titles and access derive from it. */
export const PORTAL_ROUTES: PortalRoute[] = [homeRoutes, appCenterRoutes, ...wikiRoutes, userCenterRoutes, colleaguesRoutes];

function join(parent: string, path: string): string {
  if (path === '') return parent || '/';
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** Each route with its full path (`/home/index`), depth first. */
export function flattenRoutes(routes: readonly PortalRoute[] = PORTAL_ROUTES, parent = ''): { route: PortalRoute; fullPath: string }[] {
  return routes.flatMap((route) => {
    const fullPath = join(parent, route.path);
    return [{ route, fullPath }, ...flattenRoutes(route.children ?? [], fullPath)];
  });
}

export { join as joinPath };
