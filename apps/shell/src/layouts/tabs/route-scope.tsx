import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  UNSAFE_DataRouterStateContext,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
  useLocation,
  useNavigationType,
  useOutlet,
  type Location,
  type NavigationType,
  type RouterState,
} from 'react-router';
import type { RouteHandle } from '../../shared/routing/route-types.ts';

/** What the router shows now, for the one part of the frame that follows it: the tabs' views. */
export interface ShownRoute {
  outlet: ReactNode;
  location: Location;
  navigationType: NavigationType;
  /** The router's state when this location settled: a kept view keeps seeing its own. */
  routerState: RouterState;
  /** The deepest matched route with a handle asks to keep its view alive (never an error shown in its place). */
  keepAlive: boolean;
  /** A loader refused or failed (the access guard's 403 included): the error is shown, not the page. */
  failed: boolean;
}

const ShownRouteContext = createContext<ShownRoute | null>(null);

/** The route shown now. Only the views read it: it changes with every navigation. */
export function useShownRoute(): ShownRoute {
  const shown = useContext(ShownRouteContext);
  if (!shown) throw new Error('useShownRoute: render inside <RoutedFrame>');
  return shown;
}

/** The handles of the routes a router state matches, outermost first. */
export function handles(state: RouterState): (RouteHandle | undefined)[] {
  return state.matches.map((match) => match.route.handle as RouteHandle | undefined);
}

/**
 * The root route's element. The router renders it again on every navigation (a tab switch is
 * one); it hands what is shown to the views through their own context and gives the rest of the
 * frame a route scope that stays the same, so the header, the menu and the hidden tabs do not
 * render again. Frame parts that follow the route subscribe to what they need (the tabs store,
 * the router's navigation state), not to the whole location.
 */
export function RoutedFrame({ children }: { children: ReactNode }) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const route = useContext(UNSAFE_RouteContext);
  const locationScope = useContext(UNSAFE_LocationContext);
  if (!routerState) throw new Error('RoutedFrame: render under a data router');

  // The frame's scope: the route and location it was first rendered with. Navigating from the
  // frame (menu, header, tab bar) uses absolute paths, which do not depend on the location.
  const [frameRoute] = useState(() => ({ ...route, outlet: null }));
  const [frameLocation] = useState(() => locationScope);

  const shown = useMemo<ShownRoute>(() => {
    const routes = handles(routerState);
    const deepest = routes.findLast((handle) => handle !== undefined);
    const failed = routerState.errors !== null;
    return { outlet, location, navigationType, routerState, keepAlive: deepest?.route.keepAlive === true && !failed, failed };
  }, [outlet, location, navigationType, routerState]);

  return (
    <ShownRouteContext.Provider value={shown}>
      <UNSAFE_RouteContext.Provider value={frameRoute}>
        <UNSAFE_LocationContext.Provider value={frameLocation}>{children}</UNSAFE_LocationContext.Provider>
      </UNSAFE_RouteContext.Provider>
    </ShownRouteContext.Provider>
  );
}
