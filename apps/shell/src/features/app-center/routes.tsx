import { AppstoreOutlined } from '@ant-design/icons';
import type { PortalRoute } from '../../shared/routing/route-types.ts';

/** SPEC §2 App centre: /app-center → /app-center/menus; /app-center/main/* hosts business functions. */
export const appCenterRoutes: PortalRoute = {
  path: 'app-center',
  titleKey: 'appCenter.menu',
  icon: <AppstoreOutlined />,
  permission: 'app-center',
  redirect: 'menus',
  children: [
    { path: 'menus', titleKey: 'appCenter.menus', hideInMenu: true, keepAlive: true, lazy: () => import('./MenusPage.tsx') },
    { path: 'main/*', titleKey: 'appCenter.main', hideInMenu: true, keepAlive: true, lazy: () => import('../../micro/SubappHost.tsx') },
  ],
};
