import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { HOME_PATH_IN_SHELL } from '../shared/tabs/home.ts';
import { SHELL_BASE } from '@portal/contracts';
import { useTabsStore } from '../shared/tabs/tabs-store.ts';
import { BasicLayout } from '../layouts/BasicLayout/BasicLayout.tsx';
import { RoutedFrame } from '../layouts/tabs/route-scope.tsx';
import { FullPageLoading } from '../shared/components/FullPageLoading.tsx';
import { guardLoader, userLoaded } from './access-guard.ts';
import { RouteError } from './RouteError.tsx';
import { flattenRoutes, joinPath } from '../shared/routing/paths.ts';
import { provideRouteTable } from '../shared/routing/route-table.ts';
import { PORTAL_ROUTES } from './routes.tsx';
import type { PortalRoute, RouteHandle } from '../shared/routing/route-types.ts';

/** A route that only sends the browser on: a loader redirect, so no tab ever opens for it. */
const redirectTo = (path: string) => ({ loader: () => redirect(path), Component: Nothing });

function Nothing() {
  return null;
}

/** The frame; what the router shows goes to the tabs' views only (see `RoutedFrame`). */
function PortalFrame() {
  return (
    <RoutedFrame>
      <BasicLayout />
    </RoutedFrame>
  );
}

function toRouteObject(route: PortalRoute, parent: string): RouteObject {
  const fullPath = joinPath(parent, route.path);
  const handle: RouteHandle = { route, fullPath };
  const children = (route.children ?? []).map((child) => toRouteObject(child, fullPath));
  if (route.redirect) {
    const target = route.redirect.startsWith('/') ? route.redirect : joinPath(fullPath, route.redirect);
    children.unshift({ index: true, ...redirectTo(target) });
  }
  if (route.link) return { path: route.path, handle, ...redirectTo(route.link) };
  // An item-list entry without a page of its own gets the frame's item-list page.
  const load = route.lazy ?? (route.menuType === 'item-list' ? () => import('../layouts/ItemListPage.tsx') : undefined);
  return {
    path: route.path,
    handle,
    ...(route.permission ? { loader: guardLoader(route.permission) } : {}),
    ...(load ? { lazy: async () => ({ Component: (await load()).default }) } : {}),
    ...(children.length > 0 ? { children } : {}),
  };
}

const errorPage = (path: string, page: 'Forbidden' | 'NotFound', titleKey: PortalRoute['titleKey']): RouteObject => {
  const route: PortalRoute = { path, titleKey, errorPage: true };
  const handle: RouteHandle = { route, fullPath: `/${path}` };
  return { path, handle, lazy: async () => ({ Component: (await import('../shared/components/ErrorPages.tsx'))[page] }) };
};

const STANDALONE = new Set(flattenRoutes(PORTAL_ROUTES).flatMap(({ route, fullPath }) => (route.standalone ? [`${SHELL_BASE}${fullPath}`] : [])));
/** Whether the shell starts at a page opened in a window of its own. */
const isStandalone = (pathname: string) => STANDALONE.has(pathname.replace(/\/+$/, ''));

/** The route objects under the portal frame: the table plus redirects and the error pages. */
export function buildRoutes(): RouteObject[] {
  provideRouteTable(PORTAL_ROUTES);
  return [
    {
      path: '/',
      id: 'root',
      loader: async ({ request }) => {
        const user = await userLoaded();
        useTabsStore.getState().restore(user.id, user.tenantId, isStandalone(new URL(request.url).pathname));
        return null;
      },
      // The signed-in user is loaded once; a tenant switch reloads it explicitly.
      shouldRevalidate: () => false,
      Component: PortalFrame,
      HydrateFallback: FullPageLoading,
      errorElement: <RouteError />,
      children: [
        { index: true, ...redirectTo(HOME_PATH_IN_SHELL) },
        {
          errorElement: <RouteError />,
          children: [
            ...PORTAL_ROUTES.map((route) => toRouteObject(route, '')),
            // Leftover demo paths (SPEC §2 demo avatar menu) lead to the real personal centre.
            { path: 'account/center', ...redirectTo('/user-center/index') },
            { path: 'account/settings', ...redirectTo('/user-center/basicsettings') },
            errorPage('403', 'Forbidden', 'common.errors.forbiddenTitle'),
            errorPage('*', 'NotFound', 'common.errors.notFoundTitle'),
          ],
        },
      ],
    },
  ];
}

export function createPortalRouter() {
  return createBrowserRouter(buildRoutes(), { basename: SHELL_BASE });
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;
