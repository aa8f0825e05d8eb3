import { Activity, useEffect, useState, type ReactNode } from 'react';
import { NavigationType, UNSAFE_LocationContext, useLocation, useMatches, useNavigationType, useOutlet } from 'react-router';
import type { RouteHandle } from '../../shared/routing/route-types.ts';
import { MAX_CACHED_VIEWS } from '../../shared/constants.ts';
import { shellEvents } from '../../shared/events/shell-events.ts';
import { tabKeyFor } from '../../shared/tabs/tabs-model.ts';
import { useTabsStore } from '../../shared/tabs/tabs-store.ts';
import { mayDrop, useEvictionPrompt } from './useEvictionPrompt.ts';
import { forgetView, rememberView, type ViewCache } from './view-cache.ts';

function useKeepAliveRoute(): boolean {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle) return handle.route.keepAlive === true;
  }
  return false;
}

/**
 * The content of the open tabs. Views of keep-alive routes stay mounted under React's
 * `<Activity>` while another tab is shown, keyed by tab identity (two functions under
 * /app-center/main/* are two views): their state, typed text and scroll survive switching. At
 * most 8 are kept (SPEC §9); a 9th drops the least recently used one without unsaved input (or
 * asks the user when all have some); closing a tab frees
 * its view. Each hidden view keeps seeing its own location.
 */
export function KeepAliveOutlet({ replacement, multiTab = true }: { replacement?: ReactNode; multiTab?: boolean }) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const keepAlive = useKeepAliveRoute() && !replacement && multiTab;
  const tabs = useTabsStore((s) => s.tabs);
  const key = tabKeyFor(tabs, location.pathname, location.search, location.state);
  const hasTab = tabs.some((t) => t.key === key);
  const [cache, setCache] = useState<ViewCache>({ views: [], order: [] });

  // Derived during render so the view never mounts twice (once loose, once kept).
  if (keepAlive && hasTab && outlet) {
    const next = rememberView(cache, { key, element: outlet, location }, MAX_CACHED_VIEWS, mayDrop);
    if (next !== cache) setCache(next);
  }

  useEffect(() => shellEvents.on('tabClosed', ({ key: closed }) => setCache((current) => forgetView(current, closed))), []);
  useEvictionPrompt(cache, setCache, key, MAX_CACHED_VIEWS);
  // A reloaded tab's view gets a new generation: React mounts it afresh.
  const [generations, setGenerations] = useState<Record<string, number>>({});
  useEffect(() => shellEvents.on('reloadTab', ({ key: reloaded }) => setGenerations((g) => ({ ...g, [reloaded]: (g[reloaded] ?? 0) + 1 }))), []);
  const generation = (viewKey: string) => `${viewKey}#${generations[viewKey] ?? 0}`;

  // Without the tab bar there is nothing to switch back to: only the page shown lives.
  if (!multiTab) return <div className="portal-view">{replacement ?? outlet}</div>;

  const open = new Set(tabs.map((t) => t.key));
  return (
    <>
      {cache.views
        .filter((view) => open.has(view.key))
        .map((view) => {
          const visible = keepAlive && view.key === key;
          const value = visible ? { location, navigationType } : { location: view.location, navigationType: NavigationType.Pop };
          return (
            <Activity key={generation(view.key)} mode={visible ? 'visible' : 'hidden'}>
              <UNSAFE_LocationContext.Provider value={value}>
                <div className="portal-view" data-view-key={view.key}>
                  {view.element}
                </div>
              </UNSAFE_LocationContext.Provider>
            </Activity>
          );
        })}
      {!keepAlive && hasTab && (
        <div className="portal-view" key={`live:${generation(key)}`} data-view-key={key}>
          {replacement ?? outlet}
        </div>
      )}
    </>
  );
}
