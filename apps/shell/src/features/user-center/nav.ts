import type { TitleKey } from '../../app/route-types.ts';
import { userCenterRoutes } from './routes.tsx';

export interface NavItem {
  path: string;
  titleKey: TitleKey;
}

export interface NavGroup {
  key: 'office' | 'settings';
  titleKey: TitleKey;
  items: NavItem[];
}

/** SPEC §2: 个人设置 holds these pages; every other page of the personal centre is 个人办公. */
const SETTINGS = new Set(['basicsettings', 'securitysettings', 'messagesettings', 'custom']);

/** The side navigation, derived from the route table (pages with a parameter are reached through their siblings). */
export function userCenterNav(): NavGroup[] {
  const items = (userCenterRoutes.children ?? [])
    .filter((r) => r.titleKey && !r.path.includes(':'))
    .map((r) => ({ path: `/user-center/${r.path}`, titleKey: r.titleKey as TitleKey, settings: SETTINGS.has(r.path) }));
  return [
    { key: 'office', titleKey: 'userCenter.groups.office', items: items.filter((i) => !i.settings) },
    { key: 'settings', titleKey: 'userCenter.groups.settings', items: items.filter((i) => i.settings) },
  ];
}
