/**
 * A tiny history router for sub-apps of any framework: paths are relative to the sub-app's base
 * (`/leave/list?x=1`). The kit reports each change to the shell so the portal URL follows.
 */
export interface SubappRouter {
  /** The current path inside the sub-app, with its query. */
  current(): string;
  navigate(path: string, options?: { replace?: boolean }): void;
  /** Calls `listener` on every route change; answers the unsubscribe function. */
  subscribe(listener: (path: string) => void): () => void;
  /** The href of a path inside the sub-app (for links). */
  href(path: string): string;
}

export function createRouter(base: string, win: Window = window): SubappRouter {
  const root = base.replace(/\/+$/, '');
  const listeners = new Set<(path: string) => void>();
  const current = () => {
    const { pathname, search } = win.location;
    const inside = pathname.startsWith(root) ? pathname.slice(root.length) : pathname;
    return `${inside || '/'}${search}`;
  };
  const emit = () => {
    const path = current();
    for (const listener of [...listeners]) listener(path);
  };
  win.addEventListener('popstate', emit);
  return {
    current,
    navigate(path, options) {
      const target = `${root}${path.startsWith('/') ? path : `/${path}`}`;
      if (options?.replace) win.history.replaceState(null, '', target);
      else win.history.pushState(null, '', target);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    href: (path) => `${root}${path.startsWith('/') ? path : `/${path}`}`,
  };
}
