import type { PortalRoute } from './route-types.ts';

/** Joins a route's path segment to its parent's full path (`/home` + `index` → `/home/index`). */
export function joinPath(parent: string, path: string): string {
  if (path === '') return parent || '/';
  return `${parent.replace(/\/$/, '')}/${path}`;
}


/** Each route with its full path (`/home/index`), depth first. */
export function flattenRoutes(routes: readonly PortalRoute[], parent = ''): { route: PortalRoute; fullPath: string }[] {
  return routes.flatMap((route) => {
    const fullPath = joinPath(parent, route.path);
    return [{ route, fullPath }, ...flattenRoutes(route.children ?? [], fullPath)];
  });
}
