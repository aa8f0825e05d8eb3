import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NoticesHost from '../../shared/feedback/NoticesHost.tsx';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter, useParams, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalRoute, RouteHandle } from '../../shared/routing/route-types.ts';
import { connectTabs } from '../../app/tabs-sync.ts';
import { shellEvents } from '../../shared/events/shell-events.ts';
import { initialTabs } from '../../shared/tabs/tabs-model.ts';
import { useTabsStore } from '../../shared/tabs/tabs-store.ts';
import { KeepAliveOutlet } from './KeepAliveOutlet.tsx';
import { RoutedFrame } from './route-scope.tsx';
import { TabsController } from './TabsController.tsx';

function FormPage() {
  const id = useParams().id ?? 'home';
  const [text, setText] = useState('');
  return (
    <label>
      {`field ${id}`}
      <input value={text} onChange={(e) => setText(e.target.value)} />
    </label>
  );
}

const handle = (route: PortalRoute, fullPath: string): RouteHandle => ({ route, fullPath });

function setup() {
  const routes: RouteObject[] = [
    {
      path: '/',
      Component: () => (
        <RoutedFrame>
          <TabsController />
          <KeepAliveOutlet />
        </RoutedFrame>
      ),
      children: [
        { path: 'home/index', handle: handle({ path: 'home/index', titleKey: 'home.menu', keepAlive: true }, '/home/index'), Component: FormPage },
        { path: 'p/:id', handle: handle({ path: 'p/:id', titleKey: 'appCenter.main', keepAlive: true }, '/p/:id'), Component: FormPage },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: ['/home/index'] });
  const off = connectTabs(router);
  render(
    <>
      <NoticesHost />
      <RouterProvider router={router} />
    </>,
  );
  return { router, off };
}

const field = (id: string) => screen.getByLabelText(`field ${id}`, { selector: 'input' }) as HTMLInputElement;
const go = (router: ReturnType<typeof setup>['router'], path: string) => act(() => router.navigate(path));

beforeEach(() => useTabsStore.setState({ ...initialTabs(), owner: null }));
afterEach(() => vi.restoreAllMocks());

describe('kept-alive views', () => {
  it('keeps typed text when switching to another tab and back, one view per identity', async () => {
    const { router, off } = setup();
    await go(router, '/p/1');
    await userEvent.type(field('1'), '请假三天');
    await go(router, '/p/2');
    await userEvent.type(field('2'), '工单');
    expect(field('1').closest('[data-view-key]')?.getAttribute('data-view-key')).toBe('/p/1');
    await go(router, '/p/1');
    expect(field('1').value).toBe('请假三天');
    expect(field('2').value).toBe('工单');
    expect(useTabsStore.getState().tabs.map((t) => t.key)).toEqual(['/home/index', '/p/1', '/p/2']);
    off();
  });

  it('keeps at most 8 views: a 9th drops the least recently used one’s state', async () => {
    const { router, off } = setup();
    await go(router, '/p/1');
    await userEvent.type(field('1'), 'old');
    for (let i = 2; i <= 8; i += 1) await go(router, `/p/${i}`);
    expect(document.querySelectorAll('[data-view-key]')).toHaveLength(8);
    await go(router, '/p/9'); // home was least recently used
    await go(router, '/p/10'); // then /p/1
    expect(document.querySelectorAll('[data-view-key]')).toHaveLength(8);
    expect(document.querySelector('[data-view-key="/p/1"]')).toBeNull();
    await go(router, '/p/1');
    expect(field('1').value).toBe('');
    off();
  });

  it('frees a view when its tab is closed by event, and sets titles by event', async () => {
    const { router, off } = setup();
    const closed = vi.fn();
    const stop = shellEvents.on('tabClosed', closed);
    await go(router, '/p/1');
    await go(router, '/p/2');
    act(() => shellEvents.emit('setTabTitle', { key: '/p/1', title: '请假申请' }));
    expect(useTabsStore.getState().tabs[1]?.title).toBe('请假申请');
    act(() => shellEvents.emit('closeTab', { key: '/p/1' }));
    expect(closed).toHaveBeenCalledWith({ key: '/p/1' });
    await waitFor(() => expect(document.querySelector('[data-view-key="/p/1"]')).toBeNull());
    // Closing the active tab (no key) goes to the previous one.
    act(() => shellEvents.emit('closeTab', {}));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/index'));
    stop();
    off();
  });

  it('clears the panes to home only and returns home', async () => {
    const { router, off } = setup();
    await go(router, '/p/1');
    await go(router, '/p/2');
    act(() => shellEvents.emit('clearPanes', {}));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/index'));
    expect(useTabsStore.getState().tabs.map((t) => t.key)).toEqual(['/home/index']);
    expect(document.querySelectorAll('[data-view-key]')).toHaveLength(1);
    off();
  });

  it('reloads one tab: its view starts over, the others keep what was typed', async () => {
    const { router, off } = setup();
    await go(router, '/p/1');
    await userEvent.type(field('1'), '草稿');
    await go(router, '/p/2');
    await userEvent.type(field('2'), '保留');
    act(() => shellEvents.emit('reloadTab', { key: '/p/1' }));
    await go(router, '/p/1');
    expect(field('1').value).toBe('');
    expect(field('2').value).toBe('保留');
    off();
  });
});
