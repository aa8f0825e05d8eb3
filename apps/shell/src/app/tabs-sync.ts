import type { ParseKeys } from 'i18next';
import { isRouteErrorResponse } from 'react-router';
import { useTabsStore } from '../shared/tabs/tabs-store.ts';
import { FORBIDDEN_STATUS } from './access-guard.ts';
import type { PortalRouter } from './router.tsx';
import type { RouteHandle } from '../shared/routing/route-types.ts';

type RouterState = PortalRouter['state'];

/** The tab title of the deepest matched route that has one. */
export function routeTitleKey(matches: RouterState['matches']): ParseKeys | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.route.handle as RouteHandle | undefined;
    const key = handle?.route.tabTitleKey ?? handle?.route.titleKey;
    if (key) return key;
  }
  return undefined;
}

/** An error page, or a page the access guard refused (shown as 403): a tab that is not saved. */
export function isTransient({ matches, errors }: Pick<RouterState, 'matches' | 'errors'>): boolean {
  const refused = Object.values(errors ?? {}).some((error) => isRouteErrorResponse(error) && error.status === FORBIDDEN_STATUS);
  return refused || matches.some((match) => (match.route.handle as RouteHandle | undefined)?.route.errorPage === true);
}

/** The router's state holds full paths (`/pba/home/index`); tabs hold the app's (`/home/index`), as hooks do. */
export function withoutBasename(pathname: string, basename: string): string {
  const base = basename.replace(/\/+$/, '');
  if (!base || (pathname !== base && !pathname.startsWith(`${base}/`))) return pathname;
  return pathname.slice(base.length) || '/';
}

/**
 * Every location the router settles on gets its tab, before React renders it: the kept-alive
 * views can rely on "the current location has a tab". Answers the unsubscribe function.
 */
export function connectTabs(router: PortalRouter): () => void {
  const sync = (state: RouterState) => {
    if (!state.initialized || state.navigation.state !== 'idle' || state.matches.length === 0) return;
    const { search, state: locationState } = state.location;
    // A system's own report of its route (a replace carrying its tab's key) that settles after
    // its tab was closed must not open the tab again: the close came later and wins.
    const reportedBy = (locationState as { tabKey?: unknown } | null)?.tabKey;
    if (state.historyAction === 'REPLACE' && typeof reportedBy === 'string' && !useTabsStore.getState().tabs.some((tab) => tab.key === reportedBy)) return;
    const pathname = withoutBasename(state.location.pathname, router.basename ?? '/');
    const transient = isTransient(state);
    useTabsStore.getState().open({ pathname, search, state: locationState, titleKey: routeTitleKey(state.matches), transient });
  };
  sync(router.state);
  return router.subscribe(sync);
}
