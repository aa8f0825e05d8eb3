import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
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
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 0, data: [], total, pageIndex: 1, pageSize: 1 }), { headers: { 'Content-Type': 'application/json' } }));
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
});
