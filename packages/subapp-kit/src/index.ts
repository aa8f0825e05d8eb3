import type { SubappProps } from '@portal/contracts';
import { findHost, type ShellApi } from './host.ts';
import { createRequest } from './request.ts';
import { createRouter, type SubappRouter } from './router.ts';
import { goToDevLogin, standaloneProps } from './standalone.ts';

export { ApiError } from './request.ts';
export { HOST_PROPERTY, findHost, type HostHandle, type ShellApi } from './host.ts';
export { createRouter, type SubappRouter } from './router.ts';
export type { SubappProps } from '@portal/contracts';

/** A connected sub-app: its props, the shell (a quiet stand-in when standalone), its router and API access. */
export interface Subapp {
  props: SubappProps;
  /** True inside the portal, false on its own URL. */
  embedded: boolean;
  shell: ShellApi;
  router: SubappRouter;
  request: ReturnType<typeof createRequest>;
}

const standaloneShell = (win: Window): ShellApi => ({
  setTitle: (title) => {
    win.document.title = title;
  },
  closeTab: () => win.close(),
  routeChanged: () => undefined,
  navigate: (path) => win.open(`/pba${path}`, '_blank', 'noopener'),
  reportError: (message) => console.error(message),
  ready: () => undefined,
});

/** Failures after start (a lazy chunk, an unhandled rejection) reach the shell's error pane. */
function reportFailures(win: Window, shell: ShellApi): void {
  win.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    shell.reportError(`chunk: ${String((event as Event & { payload?: unknown }).payload ?? 'load failed')}`);
  });
  win.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && /dynamically imported module|Failed to fetch|Importing a module script failed/i.test(reason.message)) {
      shell.reportError(reason.message);
    }
  });
}

/**
 * Connects a sub-app to the shell hosting it, or — on its own URL — to the portal session of this
 * browser (sending the browser to the dev login when there is none; then answers null).
 * `bases` are the paths the sub-app is served under (its build base first).
 */
export function connectSubapp(bases: readonly string[], win: Window = window): Subapp | null {
  const path = win.location.pathname;
  const base = bases.find((b) => path.startsWith(b.replace(/\/+$/, ''))) ?? bases[0] ?? '/';
  const host = findHost(win);
  const router = createRouter(base, win);
  if (host) {
    router.subscribe((route) => host.api.routeChanged(route));
    reportFailures(win, host.api);
    return { props: host.props, embedded: true, shell: host.api, router, request: createRequest(host.props.token, host.props.tenantId) };
  }
  const props = standaloneProps(base, win);
  if (!props) {
    goToDevLogin(win);
    return null;
  }
  return { props, embedded: false, shell: standaloneShell(win), router, request: createRequest(props.token, props.tenantId) };
}

/** The four portal languages; a sub-app keeps its own messages per language. */
export type Language = 'zh-CN' | 'zh-TW' | 'en-US' | 'pt-BR';
export function pickLanguage(value: string): Language {
  return value === 'zh-TW' || value === 'en-US' || value === 'pt-BR' ? value : 'zh-CN';
}
