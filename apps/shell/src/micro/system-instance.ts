import { mountFrame, type FrameEvents } from './frame-host.ts';
import { currentProps, followPortal } from './props-feed.ts';
import { fetchScopedToken, refreshDelay } from './subapp-token.ts';

export interface SubappInstance {
  destroy(): void;
}

export interface StartOptions {
  name: string;
  url: string;
  routerBase: string;
  container: HTMLElement;
  events: FrameEvents;
}

/**
 * A running system: its frame, its scoped token (asked for beside the frame's load, renewed a
 * minute before it expires) and props that follow the portal's language, look and tenant.
 */
export function startSystem({ name, url, routerBase, container, events }: StartOptions): SubappInstance {
  const aborter = new AbortController();
  let token = '';
  let renew: ReturnType<typeof setTimeout> | undefined;
  const fetchToken = async () => {
    const scoped = await fetchScopedToken(name, aborter.signal);
    token = scoped?.token ?? '';
    const delay = refreshDelay(scoped);
    if (delay !== null && !aborter.signal.aborted) {
      renew = setTimeout(() => void fetchToken().then(() => frame.update(currentProps(routerBase, token))), delay);
    }
  };
  const first = fetchToken().then(() => currentProps(routerBase, token));
  const frame = mountFrame({ name, url, container, props: first, events });
  const stopFollowing = followPortal(() => frame.update(currentProps(routerBase, token)));
  return {
    destroy() {
      aborter.abort();
      clearTimeout(renew);
      stopFollowing();
      frame.destroy();
    },
  };
}
