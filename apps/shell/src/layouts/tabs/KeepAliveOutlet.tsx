import { Activity, memo, useEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { NavigationType, UNSAFE_DataRouterStateContext, UNSAFE_LocationContext, type Location, type RouterState } from 'react-router';
import { MAX_CACHED_VIEWS } from '../../shared/constants.ts';
import { shellEvents } from '../../shared/events/shell-events.ts';
import { tabKeyFor } from '../../shared/tabs/tabs-model.ts';
import { useTabsStore } from '../../shared/tabs/tabs-store.ts';
import { useShownRoute } from './route-scope.tsx';
import { mayDrop, useEvictionPrompt } from './useEvictionPrompt.ts';
import { forgetView, rememberView, type ViewCache } from './view-cache.ts';

interface ViewProps {
  viewKey: string;
  visible: boolean;
  location: Location;
  navigationType: NavigationType;
  routerState: RouterState | null;
  children: ReactNode;
}

/**
 * One tab's view, with the location and router state it last showed. Memoised on purpose: a tab
 * switch renders only the view that hides and the one that shows; their pages keep their element,
 * so React re-renders nothing inside them (the shown one's effects run again, as `<Activity>` does).
 */
const TabView = memo(function TabView({ viewKey, visible, location, navigationType, routerState, children }: ViewProps) {
  const scope = useMemo(() => ({ location, navigationType }), [location, navigationType]);
  return (
    <Activity mode={visible ? 'visible' : 'hidden'}>
      <UNSAFE_DataRouterStateContext.Provider value={routerState}>
        <UNSAFE_LocationContext.Provider value={scope}>
          <div className="portal-view" data-view-key={viewKey}>
            {children}
          </div>
        </UNSAFE_LocationContext.Provider>
      </UNSAFE_DataRouterStateContext.Provider>
    </Activity>
  );
});

/**
 * The content of the open tabs. Views of keep-alive routes stay mounted under React's
 * `<Activity>` while another tab is shown, keyed by tab identity (two functions under
 * /app-center/main/* are two views): their state, typed text and scroll survive switching. At
 * most 8 are kept (SPEC §9); a 9th drops the least recently used one without unsaved input (or
 * asks the user when all have some); closing a tab frees its view. Each hidden view keeps seeing
 * its own location. Rendered by the frame, outside the router's element tree: the router only
 * hands over what it shows (`useShownRoute`).
 */
export function KeepAliveOutlet({ multiTab = true }: { multiTab?: boolean }) {
  const { outlet, location, navigationType, routerState, keepAlive: keepAliveRoute } = useShownRoute();
  const keepAlive = keepAliveRoute && multiTab;
  const tabs = useTabsStore((s) => s.tabs);
  const key = tabKeyFor(tabs, location.pathname, location.search, location.state);
  const hasTab = tabs.some((t) => t.key === key);
  const [cache, setCache] = useState<ViewCache>({ views: [], order: [] });

  // Derived during render so the view never mounts twice (once loose, once kept).
  if (keepAlive && hasTab && outlet) {
    const next = rememberView(cache, { key, element: outlet as ReactElement, location, navigationType, routerState }, MAX_CACHED_VIEWS, mayDrop);
    if (next !== cache) setCache(next);
  }

  useEffect(() => shellEvents.on('tabClosed', ({ key: closed }) => setCache((current) => forgetView(current, closed))), []);
  useEvictionPrompt(cache, setCache, key, MAX_CACHED_VIEWS);
  // A reloaded tab's view gets a new generation: React mounts it afresh.
  const [generations, setGenerations] = useState<Record<string, number>>({});
  useEffect(() => shellEvents.on('reloadTab', ({ key: reloaded }) => setGenerations((g) => ({ ...g, [reloaded]: (g[reloaded] ?? 0) + 1 }))), []);
  const generation = (viewKey: string) => `${viewKey}#${generations[viewKey] ?? 0}`;

  const live = (
    <UNSAFE_DataRouterStateContext.Provider value={routerState}>
      <UNSAFE_LocationContext.Provider value={{ location, navigationType }}>{outlet}</UNSAFE_LocationContext.Provider>
    </UNSAFE_DataRouterStateContext.Provider>
  );
  // Without the tab bar there is nothing to switch back to: only the page shown lives.
  if (!multiTab) return <div className="portal-view">{live}</div>;

  const open = new Set(tabs.map((t) => t.key));
  return (
    <>
      {cache.views
        .filter((view) => open.has(view.key))
        .map((view) => (
          <TabView
            key={generation(view.key)}
            viewKey={view.key}
            visible={keepAlive && view.key === key}
            location={view.location}
            navigationType={view.navigationType ?? NavigationType.Pop}
            routerState={view.routerState ?? null}
          >
            {view.element}
          </TabView>
        ))}
      {!keepAlive && hasTab && (
        <div className="portal-view" key={`live:${generation(key)}`} data-view-key={key}>
          {live}
        </div>
      )}
    </>
  );
}
