import type { ReactNode } from 'react';
import { joinPath } from '../app/routes.tsx';
import type { PortalRoute, TitleKey } from '../app/route-types.ts';

export interface MenuEntry {
  /** Full path of the route: the menu key and the navigation target. */
  key: string;
  titleKey: TitleKey;
  icon?: ReactNode;
  externalUrl?: string;
  menuType?: 'item-list';
  children?: MenuEntry[];
}

/**
 * The left menu, derived from the route table: hidden entries and entries whose permission the
 * user does not hold are left out; a parent whose children are all hidden becomes a leaf.
 */
export function buildMenu(
  routes: readonly PortalRoute[],
  holds: (permissionId: string) => boolean,
  parent = '',
): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const route of routes) {
    if (route.hideInMenu || !route.titleKey) continue;
    if (route.permission && !holds(route.permission)) continue;
    const key = joinPath(parent, route.path);
    const children = buildMenu(route.children ?? [], holds, key);
    entries.push({
      key,
      titleKey: route.titleKey,
      icon: route.icon,
      externalUrl: route.externalUrl,
      menuType: route.menuType,
      ...(children.length > 0 ? { children } : {}),
    });
  }
  return entries;
}
