import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@portal/contracts';
import { shellEvents } from '../../../shared/events/shell-events.ts';
import { useSessionStore } from '../../../shared/session/store.ts';
import { UnreadBell } from './UnreadBell.tsx';

let total = 3;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  total = 3;
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 0, msg: 'success', data: [], total, pageIndex: 1, pageSize: 1 }), { headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().setUser({ username: 'zhangsan', extra: [], roles: [] } as unknown as CurrentUser);
});
afterEach(() => vi.unstubAllGlobals());

describe('the bell (SPEC §4, §7)', () => {
  it('asks for one unread message, shows a dot while the total is above 0, and refreshes when messages change', async () => {
    const router = createMemoryRouter([{ path: '/', Component: UnreadBell }]);
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(container.querySelector('.portal-bell__dot')).not.toBeNull());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/business-center/v1/message/conditionquery');
    expect(JSON.parse(String(init.body))).toEqual({ userCode: 'zhangsan', pageIndex: 1, pageSize: 1, status: 'noread', notifying: true });
    expect(useSessionStore.getState().noReadMsgCount).toBe(3);

    total = 0;
    act(() => shellEvents.emit('messagesChanged', {}));
    await waitFor(() => expect(container.querySelector('.portal-bell__dot')).toBeNull());
    expect(useSessionStore.getState().noReadMsgCount).toBe(0);
  });

  it('previews the latest unread messages under the bell', async () => {
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { pageSize: number };
      const message = (id: string, title: string) => ({ id, title, content: '', type: 'approval', status: 'noread', sender: '系统', link: '', createTime: '2026-11-20T08:00:00Z' });
      const data = body.pageSize === 5 ? [message('m1', '请假申请待审批'), message('m2', '系统升级通知')] : [];
      return new Response(JSON.stringify({ code: 0, msg: 'success', data, total: 2, pageIndex: 1, pageSize: body.pageSize }), { headers: { 'Content-Type': 'application/json' } });
    });
    const router = createMemoryRouter([{ path: '/', Component: UnreadBell }]);
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(container.querySelector('.portal-bell__dot')).not.toBeNull());
    await userEvent.hover(container.querySelector('.portal-bell') as HTMLElement);
    expect(await screen.findByText('请假申请待审批')).toBeTruthy();
    expect(screen.getByText('系统升级通知')).toBeTruthy();
    expect(screen.getByText('查看全部消息')).toBeTruthy();
  });
});
