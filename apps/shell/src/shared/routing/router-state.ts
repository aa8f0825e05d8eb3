import { useCallback, useContext, useSyncExternalStore } from 'react';
import { UNSAFE_DataRouterContext, type RouterNavigateOptions, type RouterState, type To } from 'react-router';

/**
 * One value of the router's state, subscribed to narrowly: the component renders again only when
 * `select` answers something else (`Object.is`), not on every navigation as the router's own
 * state hooks do. `select` should answer a primitive or a stable object.
 */
export function useRouterSelector<T>(select: (state: RouterState) => T): T {
  const context = useContext(UNSAFE_DataRouterContext);
  if (!context) throw new Error('useRouterSelector: render under a data router');
  const { router } = context;
  const subscribe = useCallback((changed: () => void) => router.subscribe(() => changed()), [router]);
  return useSyncExternalStore(subscribe, () => select(router.state));
}

/**
 * Navigation for the frame (menu, tab bar): the router's own `navigate`, read from a context that
 * never changes. `useNavigate` reads the route's context, which changes with every navigation,
 * so React would call every frame part that uses it again on each tab switch. Paths are absolute.
 */
export function useShellNavigate(): (to: To | number, options?: RouterNavigateOptions) => void {
  const context = useContext(UNSAFE_DataRouterContext);
  if (!context) throw new Error('useShellNavigate: render under a data router');
  const { router } = context;
  return useCallback((to: To | number, options?: RouterNavigateOptions) => void (typeof to === 'number' ? router.navigate(to) : router.navigate(to, options)), [router]);
}
