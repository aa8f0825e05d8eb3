import type { Portal } from './connect.ts';

/** What the helper uses of a vue-router `Router` (so the kit needs no Vue dependency). */
export interface VueRouterLike {
  afterEach(guard: (to: { fullPath: string }) => void): () => void;
}

/**
 * Keeps the portal's address on the Vue app's route: every navigation of `router` (created with
 * `createWebHistory(import.meta.env.BASE_URL)`) is reported. Answers the stop function.
 */
export function syncVueRouter(portal: Pick<Portal, 'routeChanged'>, router: VueRouterLike): () => void {
  // The initial navigation is reported too (afterEach runs for it), redirects included.
  let last = '';
  return router.afterEach((to) => {
    if (to.fullPath === last) return;
    last = to.fullPath;
    portal.routeChanged(to.fullPath);
  });
}
