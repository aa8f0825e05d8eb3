import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { BASE_PATH } from '../shared/constants.ts';
import { loadCurrentUser } from '../shared/session/api.ts';
import { BasicLayout } from '../layouts/BasicLayout/BasicLayout.tsx';
import { FullPageLoading } from '../shared/components/FullPageLoading.tsx';
import { Forbidden, NotFound } from './ErrorPages.tsx';
import { RouteError } from './RouteError.tsx';
import { PORTAL_ROUTES, joinPath } from './routes.tsx';
import type { PortalRoute, RouteHandle } from './route-types.ts';

function toRouteObject(route: PortalRoute, parent: string): RouteObject {
  const fullPath = joinPath(parent, route.path);
  const handle: RouteHandle = { route, fullPath };
  const children = (route.children ?? []).map((child) => toRouteObject(child, fullPath));
  if (route.redirect) children.unshift({ index: true, element: <Navigate to={route.redirect} replace /> });
  const load = route.lazy;
  return {
    path: route.path,
    handle,
    ...(load ? { lazy: async () => ({ Component: (await load()).default }) } : {}),
    ...(children.length > 0 ? { children } : {}),
  };
}

/** The route objects under the portal frame: the table plus redirects and the error pages. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      id: 'root',
      loader: async () => {
        await loadCurrentUser();
        return null;
      },
      Component: BasicLayout,
      HydrateFallback: FullPageLoading,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <Navigate to="/home" replace /> },
        {
          errorElement: <RouteError />,
          children: [
            ...PORTAL_ROUTES.map((route) => toRouteObject(route, '')),
            // Leftover demo paths (SPEC §2 demo avatar menu) lead to the real personal centre.
            { path: 'account/center', element: <Navigate to="/user-center/index" replace /> },
            { path: 'account/settings', element: <Navigate to="/user-center/basicsettings" replace /> },
            { path: '403', Component: Forbidden },
            { path: '*', Component: NotFound },
          ],
        },
      ],
    },
  ];
}

export function createPortalRouter() {
  return createBrowserRouter(buildRoutes(), { basename: BASE_PATH });
}
