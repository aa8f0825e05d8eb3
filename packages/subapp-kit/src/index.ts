import type { SubappProps } from '@portal/contracts';
import { connect, embedderOrigin, type Portal } from './connect.ts';
import { createRequest } from './request.ts';
import { createRouter, type SubappRouter } from './router.ts';
import { goToDevLogin, standaloneProps } from './standalone.ts';

export { ApiError } from './request.ts';
export { connect, type ConnectOptions, type Portal } from './connect.ts';
export type { PortalProps } from './protocol.ts';
export { createRouter, type SubappRouter } from './router.ts';
export type { SubappProps } from '@portal/contracts';

/** A connected sub-app: the portal (a quiet stand-in when standalone), its router and API access. */
export interface Subapp {
  /** The latest props (language, theme and tenant follow the portal). */
  readonly props: SubappProps;
  /** True inside the portal, false on its own URL. */
  embedded: boolean;
  shell: Portal;
  router: SubappRouter;
  request: ReturnType<typeof createRequest>;
}

function standaloneShell(win: Window, props: SubappProps): Portal {
  return {
    props,
    routeChanged: () => undefined,
    setTitle: (title) => {
      win.document.title = title;
    },
    setDirty: () => undefined,
    closeTab: () => win.close(),
    navigate: (path) => win.open(path, '_blank', 'noopener'),
    reportError: (message) => console.error(message),
    onPropsChange: () => () => undefined,
  };
}

/**
 * Connects a sub-app: inside the portal through `connect()`; on its own URL to the portal
 * session of this browser (sending the browser to the dev login when there is none; then answers
 * null). `bases` are the paths the sub-app is served under (its build base first). Every route
 * change of the returned router is reported to the portal.
 */
export async function connectSubapp(bases: readonly string[], win: Window = window): Promise<Subapp | null> {
  const path = win.location.pathname;
  const base = bases.find((b) => path.startsWith(b.replace(/\/+$/, ''))) ?? bases[0] ?? '/';
  const router = createRouter(base, win);
  if (win.parent !== win) {
    const portal = await connect({ window: win });
    router.subscribe((route) => portal.routeChanged(route));
    const request = createRequest(() => portal.props, `${embedderOrigin(win) ?? ''}/api`);
    return {
      get props() {
        return portal.props;
      },
      embedded: true,
      shell: portal,
      router,
      request,
    };
  }
  const props = standaloneProps(base, win);
  if (!props) {
    goToDevLogin(win);
    return null;
  }
  return { props, embedded: false, shell: standaloneShell(win, props), router, request: createRequest(() => props, '/api', 'include') };
}

/** The four portal languages; a sub-app keeps its own messages per language. */
export type Language = 'zh-CN' | 'zh-TW' | 'en-US' | 'pt-BR';
export function pickLanguage(value: string): Language {
  return value === 'zh-TW' || value === 'en-US' || value === 'pt-BR' ? value : 'zh-CN';
}
