import { useSyncExternalStore } from 'react';
import type { Subapp } from './index.ts';
import type { PortalProps } from './protocol.ts';
import type { SubappRouter } from './router.ts';

/** The current route of a sub-app's router, for React sub-apps. */
export function useRoute(router: SubappRouter): string {
  return useSyncExternalStore(router.subscribe, router.current, router.current);
}

/** The latest props: the component renders again when the portal's language, theme or tenant changes. */
export function usePortalProps(subapp: Subapp): PortalProps {
  const read = () => subapp.props;
  return useSyncExternalStore((notify) => subapp.shell.onPropsChange(notify), read, read);
}
