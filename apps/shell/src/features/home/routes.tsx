import { HomeOutlined } from '@ant-design/icons';
import type { PortalRoute } from '../../app/route-types.ts';

const comingSoon = () => import('../../shared/components/ComingSoon.tsx');

/** SPEC §2 Home: /home → /home/index, with the guides, news list and detail, and the food menu. */
export const homeRoutes: PortalRoute = {
  path: 'home',
  titleKey: 'home.menu',
  icon: <HomeOutlined />,
  permission: 'home',
  redirect: 'index',
  children: [
    { path: 'index', titleKey: 'home.menu', hideInMenu: true, keepAlive: true, lazy: comingSoon },
    { path: 'adminguide', titleKey: 'home.guides.admin', hideInMenu: true, lazy: comingSoon },
    { path: 'hrguide', titleKey: 'home.guides.hr', hideInMenu: true, lazy: comingSoon },
    { path: 'financialguide', titleKey: 'home.guides.financial', hideInMenu: true, lazy: comingSoon },
    { path: 'itguide', titleKey: 'home.guides.it', hideInMenu: true, lazy: comingSoon },
    { path: 'brandguide', titleKey: 'home.guides.brand', hideInMenu: true, lazy: comingSoon },
    { path: 'list', titleKey: 'home.list', hideInMenu: true, lazy: comingSoon },
    { path: 'detail', titleKey: 'home.detail', hideInMenu: true, lazy: comingSoon },
    { path: 'food-menu', titleKey: 'home.foodMenu', hideInMenu: true, lazy: comingSoon },
  ],
};
