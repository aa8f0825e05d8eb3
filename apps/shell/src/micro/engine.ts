import type { SubappProps } from '@portal/contracts';

/** What the shell offers a hosted sub-app (mirrors `ShellApi` of the subapp kit). */
export interface HostApi {
  setTitle(title: string): void;
  closeTab(): void;
  routeChanged(path: string): void;
  navigate(path: string): void;
  reportError(message: string): void;
  ready(): void;
}

export interface MountOptions {
  /** Instance id: the tab's identity. */
  id: string;
  name: string;
  url: string;
  container: HTMLElement;
  props: SubappProps;
  api: HostApi;
  /** The entry loaded but the sub-app never said it started (HTTP error page, failed script). */
  onStartFailed(): void;
}

export interface SubappInstance {
  destroy(): void;
}

/** A way to host sub-apps. The shipped engine is a same-origin iframe per tab (see micro/iframe-engine); another engine plugs in here. */
export interface SubappEngine {
  mount(options: MountOptions): SubappInstance;
}
