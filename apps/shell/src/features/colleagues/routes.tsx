import { TeamOutlined } from '@ant-design/icons';
import type { PortalRoute } from '../../shared/routing/route-types.ts';

/** SPEC §2: /address-list (通讯录), hidden from the menu, takes the query `sign`. */
export const colleaguesRoutes: PortalRoute = {
  path: 'address-list',
  titleKey: 'colleagues.menu',
  icon: <TeamOutlined />,
  hideInMenu: true,
  permission: 'address-list',
  keepAlive: true,
  lazy: () => import('./AddressListPage.tsx'),
};
