import type { ReactNode } from 'react';
import { joinPath } from './paths.ts';
import type { PortalRoute, ResolveUrl, TitleKey } from './route-types.ts';

export interface MenuEntry {
  /** Full path of the route: the menu key and the navigation target. */
  key: string;
  titleKey: TitleKey;
  icon?: ReactNode;
  externalUrl?: string;
  resolveUrl?: ResolveUrl;
  menuType?: 'item-list';
  /** Where the entry leads when it is a link to another page. */
  link?: string;
  children?: MenuEntry[];
}

/**
 * The left menu, derived from the route table: hidden entries and entries whose permission the
 * user does not hold are left out; a parent whose children are all hidden becomes a leaf, and an
 * item-list entry is a leaf whose page lists its children.
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
      ...(route.externalUrl ? { externalUrl: route.externalUrl } : {}),
      ...(route.resolveUrl ? { resolveUrl: route.resolveUrl } : {}),
      ...(route.menuType ? { menuType: route.menuType } : {}),
      ...(route.link ? { link: route.link } : {}),
      ...(children.length > 0 && route.menuType !== 'item-list' ? { children } : {}),
    });
  }
  return entries;
}

/** The items an item-list entry shows: its visible children, each leading to its own page or link. */
export function itemListEntries(route: PortalRoute, fullPath: string, holds: (permissionId: string) => boolean): MenuEntry[] {
  return buildMenu(route.children ?? [], holds, fullPath);
}

/** Every entry of a menu by key, children included. */
export function indexMenu(entries: readonly MenuEntry[], into = new Map<string, MenuEntry>()): Map<string, MenuEntry> {
  for (const entry of entries) {
    into.set(entry.key, entry);
    if (entry.children) indexMenu(entry.children, into);
  }
  return into;
}

/** The entries whose path contains the current path: they are selected (and their parents open). */
export function selectedKeys(entries: readonly MenuEntry[], pathname: string): string[] {
  const keys: string[] = [];
  for (const entry of indexMenu(entries).values()) {
    const target = entry.link ?? entry.key;
    if (pathname === target || pathname.startsWith(`${target}/`)) keys.push(entry.key);
  }
  return keys;
}
