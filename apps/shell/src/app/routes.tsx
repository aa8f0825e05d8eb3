import type { FeatureManifest, SubPage } from '../shared/slots/manifest.ts';
import type { PortalRoute } from '../shared/routing/route-types.ts';
import { FEATURES } from './features.ts';

/** A top-level route with the pages other features supply under it. */
function withSubPages(route: PortalRoute, pages: readonly SubPage[]): PortalRoute {
  const mine = pages.filter((page) => page.parent === route.path);
  if (mine.length === 0) return route;
  const children = [...(route.children ?? [])];
  for (const page of mine) {
    const at = children.findIndex((child) => child.path === page.path);
    if (at >= 0) children[at] = { ...children[at], path: page.path, lazy: page.lazy };
    else children.push({ path: page.path, keepAlive: true, lazy: page.lazy });
  }
  return { ...route, children };
}

/** The route table from the manifests, in their order. */
export function assembleRoutes(features: readonly FeatureManifest[]): PortalRoute[] {
  const pages = features.flatMap((feature) => feature.subPages ?? []);
  return features.flatMap((feature) => feature.routes ?? []).map((route) => withSubPages(route, pages));
}

/** The portal's route table (SPEC §2), in menu order. Menus, tab titles and access derive from it. */
export const PORTAL_ROUTES: PortalRoute[] = assembleRoutes(FEATURES);
