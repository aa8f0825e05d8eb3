import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NoticesHost from '../../shared/feedback/NoticesHost.tsx';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@portal/contracts';
import { connectTabs } from '../../app/tabs-sync.ts';
import { provideRouteTable } from '../../shared/routing/route-table.ts';
import type { PortalRoute, RouteHandle } from '../../shared/routing/route-types.ts';
import { useSessionStore } from '../../shared/session/store.ts';
import { initialTabs } from '../../shared/tabs/tabs-model.ts';
import { useTabsStore } from '../../shared/tabs/tabs-store.ts';
import { BasicLayout } from '../BasicLayout/BasicLayout.tsx';
import type * as FooterModule from '../../features/footer/FriendlyLinks.tsx';
import type * as AvatarModule from '../../shared/components/UserAvatar.tsx';
import type * as NavMenuModule from '../nav/NavMenu.tsx';
import { RoutedFrame } from './route-scope.tsx';

/** Renders of the frame's parts, counted by wrappers that run the real components (same hooks). */
const renders = vi.hoisted(() => new Map<string, number>());
const count = (name: string) => renders.set(name, (renders.get(name) ?? 0) + 1);

vi.mock('../nav/NavMenu.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof NavMenuModule>();
  return { NavMenu: (props: Parameters<typeof real.NavMenu>[0]) => (count('menu'), real.NavMenu(props)) };
});
// The frame renders the footer directly: it renders again exactly when the frame does.
vi.mock('../../features/footer/FriendlyLinks.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof FooterModule>();
  return { FriendlyLinks: () => (count('layout'), real.FriendlyLinks()) };
});
// The avatar of the header's user menu: renders again when that menu's content does.
vi.mock('../../shared/components/UserAvatar.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof AvatarModule>();
  return { ...real, UserAvatar: (props: Parameters<typeof real.UserAvatar>[0]) => (count('header'), real.UserAvatar(props)) };
});

/** A kept page's content: a field the user types into. */
function Field({ label }: { label: string }) {
  count(label);
  const [text, setText] = useState('');
  return (
    <label>
      {`field ${label}`}
      <input value={text} onChange={(event) => setText(event.target.value)} />
    </label>
  );
}

/** A kept page that reads its address, as the sub-app host and the guide pages do. */
function Page() {
  const { pathname } = useLocation();
  return <Field label={pathname} />;
}

const TABLE: PortalRoute[] = [
  { path: 'home/index', titleKey: 'home.menu', keepAlive: true },
  { path: 'app-center', titleKey: 'appCenter.menu', children: [{ path: 'main/*', titleKey: 'appCenter.main', hideInMenu: true, keepAlive: true }] },
];
const handle = (route: PortalRoute, fullPath: string): RouteHandle => ({ route, fullPath });

function setup() {
  provideRouteTable(TABLE);
  const [home, center] = TABLE as [PortalRoute, PortalRoute];
  const routes: RouteObject[] = [
    {
      path: '/',
      Component: () => (
        <RoutedFrame>
          <BasicLayout />
        </RoutedFrame>
      ),
      children: [
        { path: 'home/index', handle: handle(home, '/home/index'), Component: Page },
        {
          path: 'app-center',
          handle: handle(center, '/app-center'),
          children: [{ path: 'main/*', handle: handle(center.children?.[0] as PortalRoute, '/app-center/main/*'), Component: Page }],
        },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: ['/home/index'] });
  const off = connectTabs(router);
  render(
    <>
      <NoticesHost />
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </>,
  );
  return { router, off };
}

const field = (path: string) => screen.getByLabelText(`field ${path}`, { selector: 'input' }) as HTMLInputElement;
/** A hidden kept view is `display: none` (React's `<Activity>`). */
const visible = (path: string) => (field(path).closest('.portal-view') as HTMLElement).style.display !== 'none';
const tab = (key: string) => document.querySelector(`.portal-tab[data-tab-key="${key}"]`) as HTMLElement;

// jsdom has no layout: the tab bar scrolls the active tab into view.
Element.prototype.scrollIntoView ??= () => undefined;

beforeEach(() => {
  useTabsStore.setState({ ...initialTabs(), owner: null });
  useSessionStore.getState().setUser({ id: 'u1', username: 'zhangsan', extra: [], roles: [] } as unknown as CurrentUser);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ code: 0, msg: 'success', data: [], total: 0, pageIndex: 1, pageSize: 1 }), { headers: { 'Content-Type': 'application/json' } })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('switching between open tabs', () => {
  it('shows the kept view without rendering the frame, the menu, the header or the other tabs again', async () => {
    const { router, off } = setup();
    const hr = '/app-center/main/HR/leave/apply';
    const wos = '/app-center/main/WOS/tickets';
    await act(() => router.navigate(hr));
    await userEvent.type(field(hr), '请假三天');
    await act(() => router.navigate(wos));
    await waitFor(() => expect(tab(wos)).not.toBeNull());
    await userEvent.type(field(wos), '工单');

    renders.clear();
    await userEvent.click(tab(hr));
    await waitFor(() => expect(visible(hr)).toBe(true));
    await userEvent.click(tab(wos));
    await waitFor(() => expect(visible(wos)).toBe(true));
    await userEvent.click(tab(hr));
    await waitFor(() => expect(visible(hr)).toBe(true));

    // The URL follows the active tab; the frame, the menu (same entry selected), the header and
    // the home tab's kept view did not render at all.
    expect(router.state.location.pathname).toBe(hr);
    expect(tab(hr).getAttribute('aria-selected')).toBe('true');
    expect(visible(wos)).toBe(false);
    expect({ layout: renders.get('layout') ?? 0, menu: renders.get('menu') ?? 0, header: renders.get('header') ?? 0, home: renders.get('/home/index') ?? 0 }).toEqual({
      layout: 0,
      menu: 0,
      header: 0,
      home: 0,
    });
    expect(field(hr).value).toBe('请假三天');
    expect(field(wos).value).toBe('工单');

    // Back goes to the tab shown before, still kept.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(visible(wos)).toBe(true));
    expect(useTabsStore.getState().activeKey).toBe(wos);
    expect(field(wos).value).toBe('工单');
    off();
  }, 30_000);
});
