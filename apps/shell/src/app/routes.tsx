import { appCenterRoutes } from '../features/app-center/routes.tsx';
import { colleaguesRoutes } from '../features/colleagues/routes.tsx';
import { homeRoutes } from '../features/home/routes.tsx';
import { userCenterRoutes } from '../features/user-center/routes.tsx';
import { wikiRoutes } from '../features/wiki/routes.tsx';
import type { PortalRoute } from '../shared/routing/route-types.ts';

/** The portal's route table (SPEC §2), in menu order. Menus, tab titles and access derive from it. */
export const PORTAL_ROUTES: PortalRoute[] = [homeRoutes, appCenterRoutes, ...wikiRoutes, userCenterRoutes, colleaguesRoutes];
