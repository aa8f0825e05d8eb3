import type { TitleKey } from '../../shared/routing/route-types.ts';
import { USER_CENTER_PAGES } from './pages.ts';

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

/** The side navigation, derived from the page list the route table is built from (pages with a parameter are reached through their siblings). */
export function userCenterNav(): NavGroup[] {
  const items = USER_CENTER_PAGES.filter((r) => !r.path.includes(':')).map((r) => ({
    path: `/user-center/${r.path}`,
    titleKey: r.titleKey,
    settings: SETTINGS.has(r.path),
  }));
  return [
    { key: 'office', titleKey: 'userCenter.groups.office', items: items.filter((i) => !i.settings) },
    { key: 'settings', titleKey: 'userCenter.groups.settings', items: items.filter((i) => i.settings) },
  ];
}
