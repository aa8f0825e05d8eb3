import type { SubappProps } from '@portal/contracts';

/** What the shell offers a sub-app it hosts (SPEC §2 events, DESIGN micro-frontends). */
export interface ShellApi {
  /** Sets the title of the sub-app's tab. */
  setTitle(title: string): void;
  /** Closes the sub-app's tab (its instance is destroyed). */
  closeTab(): void;
  /** The sub-app moved to another route: the portal URL follows while the tab is active. */
  routeChanged(path: string): void;
  /** Opens another portal path (e.g. `/app-center/main/HR/leave/list`) in the shell. */
  navigate(path: string): void;
  /** Something failed that the user must see: the tab shows an error pane with Retry. */
  reportError(message: string): void;
  /** The sub-app has started: the tab stops waiting. */
  ready(): void;
}

/** What the shell hands a hosted sub-app: the props of SPEC §3 plus the shell API. */
export interface HostHandle {
  props: SubappProps;
  api: ShellApi;
}

/** The property of the iframe element where the iframe engine leaves the host handle. */
export const HOST_PROPERTY = 'portalHost';

interface WujieWindow {
  $wujie?: { props?: SubappProps & { api?: ShellApi } };
}

function isHandle(value: unknown): value is HostHandle {
  if (typeof value !== 'object' || value === null) return false;
  const { props, api } = value as Partial<HostHandle>;
  return typeof props?.token === 'string' && typeof api?.ready === 'function';
}

/** The shell hosting this window, if any: wujie's `$wujie.props`, else the iframe element's handle. */
export function findHost(win: Window = window): HostHandle | null {
  const wujie = (win as Window & WujieWindow).$wujie?.props;
  if (wujie?.api) {
    const { api, ...props } = wujie;
    return { props, api };
  }
  try {
    const frame = win.frameElement as (Element & Record<string, unknown>) | null;
    const handle = frame?.[HOST_PROPERTY];
    return isHandle(handle) ? handle : null;
  } catch {
    // A frame of another origin: not hosted by this portal.
    return null;
  }
}
