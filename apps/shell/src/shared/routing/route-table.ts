import type { PortalRoute } from './route-types.ts';

let table: readonly PortalRoute[] = [];

/**
 * The route table, provided once by `app/` (which assembles it from the features) before the
 * router starts. The frame reads it from here, so no layer below `app/` imports `app/`.
 */
export function provideRouteTable(routes: readonly PortalRoute[]): void {
  table = routes;
}

export function routeTable(): readonly PortalRoute[] {
  return table;
}
