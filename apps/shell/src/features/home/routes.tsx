import { HomeOutlined } from '@ant-design/icons';
import type { PortalRoute } from '../../shared/routing/route-types.ts';

const guide = () => import('./pages/GuidePage.tsx');

/** SPEC §2 Home: /home → /home/index, with the guides, news list and detail, and the food menu. */
export const homeRoutes: PortalRoute = {
  path: 'home',
  titleKey: 'home.menu',
  icon: <HomeOutlined />,
  permission: 'home',
  redirect: 'index',
  children: [
    { path: 'index', titleKey: 'home.menu', hideInMenu: true, keepAlive: true, lazy: () => import('./HomePage.tsx') },
    { path: 'adminguide', titleKey: 'home.guides.admin', hideInMenu: true, lazy: guide },
    { path: 'hrguide', titleKey: 'home.guides.hr', hideInMenu: true, lazy: guide },
    { path: 'financialguide', titleKey: 'home.guides.financial', hideInMenu: true, lazy: guide },
    { path: 'itguide', titleKey: 'home.guides.it', hideInMenu: true, lazy: guide },
    { path: 'brandguide', titleKey: 'home.guides.brand', hideInMenu: true, lazy: guide },
    { path: 'list', titleKey: 'home.list', hideInMenu: true, lazy: () => import('./pages/NewsListPage.tsx') },
    { path: 'detail', titleKey: 'home.detail', hideInMenu: true, standalone: true, lazy: () => import('./pages/NewsDetailPage.tsx') },
    { path: 'food-menu', titleKey: 'home.foodMenu', hideInMenu: true, lazy: () => import('./pages/FoodMenuPage.tsx') },
  ],
};
