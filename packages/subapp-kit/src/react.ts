import { useSyncExternalStore } from 'react';
import type { SubappRouter } from './router.ts';

/** The current route of a sub-app's router, for React sub-apps. */
export function useRoute(router: SubappRouter): string {
  return useSyncExternalStore(router.subscribe, router.current, router.current);
}
