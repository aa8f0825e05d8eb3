import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import NoticesHost from '../../../shared/feedback/NoticesHost.tsx';
import type { ComponentType } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { Action, CurrentUser } from '@portal/contracts';
import { setNotifier, type Notice } from '../../../shared/http/index.ts';
import type { RouteHandle } from '../../../shared/routing/route-types.ts';
import { useSessionStore } from '../../../shared/session/store.ts';

/** A recorded call: method, path (without /api) and JSON body. */
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status?: number; body: unknown };
type Route = (call: Call) => Answer | undefined;

/**
 * Serves the page's calls from `route` (a JSON answer, `code: 0` unless given) and records them;
 * collects the notices the HTTP client shows.
 */
export function fakeServer(route: Route) {
  const calls: Call[] = [];
  const notices: Notice[] = [];
  setNotifier((n) => notices.push(n));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', path: url.replace(/^\/api/, '').replace(/\?.*$/, ''), body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined };
      calls.push(call);
      const answer = route(call) ?? { status: 404, body: { code: 404, msg: 'not found' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return { calls, notices };
}

/** A page of the personal centre under its route (permission `user-center`), for a user holding `actions`. */
export function renderPage(Page: ComponentType, actions: Action[]) {
  useSessionStore.getState().setUser({
    username: 'zhangsan',
    roles: [{ id: 'r', name: 'staff', permissions: [{ permissionId: 'user-center', actionList: actions }] }],
    extra: [],
  } as unknown as CurrentUser);
  const handle: RouteHandle = { route: { path: 'user-center', permission: 'user-center' }, fullPath: '/user-center/page' };
  const router = createMemoryRouter([{ path: '/user-center/page', handle, Component: Page }], { initialEntries: ['/user-center/page'] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <>
        <NoticesHost />
        <RouterProvider router={router} />
      </>
    </QueryClientProvider>,
  );
}

/** The window's width, as antd's breakpoints read it (jsdom has no layout). */
export function setWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { matches, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false };
  });
}

/** A paged answer. */
export const page = <T,>(data: T[]) => ({ body: { code: 0, msg: 'success', data, total: data.length, pageIndex: 1, pageSize: 10 } });
export const ok = (data: unknown = null) => ({ body: { code: 0, msg: 'success', data } });
