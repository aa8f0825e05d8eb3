import type { ParseKeys } from 'i18next';
import type { ComponentType, ReactNode } from 'react';

export type TitleKey = ParseKeys;

/**
 * Obtains a single sign-on address. `quiet`: the caller shows a failure itself (the route's page
 * does), so the HTTP client shows no notice for it.
 */
export type ResolveUrl = (options?: { quiet?: boolean }) => Promise<string>;

/**
 * One entry of the route table: the single source for menus, tab titles, function-search
 * entries and access checks.
 */
export interface PortalRoute {
  /** Path segment relative to the parent ('' for an index route). */
  path: string;
  titleKey?: TitleKey;
  /** The tab's title when it differs from the menu's (the personal centre's 首页 beside the portal's). */
  tabTitleKey?: TitleKey;
  icon?: ReactNode;
  /** Not listed in the left menu (still reachable by URL when permitted). */
  hideInMenu?: boolean;
  /** Permission id the user must hold to see and open the page. */
  permission?: string;
  /** An error page (404, 403): its tab is shown but never saved. */
  errorPage?: boolean;
  /**
   * A page opened in a window of its own (a news item): that window starts with its own tabs and
   * saves none, so the main window's tabs are neither copied nor overwritten.
   */
  standalone?: boolean;
  /** Keep the page's state alive in a tab while another tab is shown. */
  keepAlive?: boolean;
  /** A menu entry that opens this address in a new window instead of a page. */
  externalUrl?: string;
  /**
   * A menu entry that opens a new window at an address obtained when clicked (single sign-on
   * links: the wiki with its `_tk`, the mailbox). The route's page does the same when visited.
   */
  resolveUrl?: ResolveUrl;
  /** `item-list`: the menu entry opens a page listing its children as items, not a sub-menu. */
  menuType?: 'item-list';
  /** Relative or absolute path to redirect to. */
  redirect?: string;
  /** The page, loaded on demand. */
  lazy?: () => Promise<{ default: ComponentType }>;
  children?: PortalRoute[];
  /** An item of an item-list entry that leads to another page of the table (absolute path). */
  link?: string;
}

/** What react-router keeps of a route in `handle`. */
export interface RouteHandle {
  route: PortalRoute;
  /** Full path of the route, e.g. `/home/index`. */
  fullPath: string;
}
