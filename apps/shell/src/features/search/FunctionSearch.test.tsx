import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@portal/contracts';
import { useSessionStore } from '../../shared/session/store.ts';
import { FunctionSearch } from './FunctionSearch.tsx';

let fetchMock: ReturnType<typeof vi.fn>;
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  fetchMock = vi.fn((url: string) =>
    Promise.resolve(url.includes('queryHistoryRecords') ? json({ code: 0, msg: 'success', data: [{ queryKey: '请假', queryTime: '2026-01-01T00:00:00Z' }] }) : json({ code: 0, msg: 'success', data: null })),
  );
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().setUser({ username: 'zhangsan', extra: [], roles: [] } as unknown as CurrentUser);
});
afterEach(() => vi.unstubAllGlobals());

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/', Component: FunctionSearch },
      { path: '/app-center/menus', Component: () => <p>menus</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('function search (SPEC §1, §5)', () => {
  it('does nothing on Enter with empty text', async () => {
    const router = setup();
    await userEvent.type(screen.getByRole('combobox'), '   {Enter}');
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('saveQueryRecord'))).toBe(false);
  });

  it('on Enter searches the app centre’s functions and saves the query', async () => {
    const router = setup();
    await userEvent.type(screen.getByRole('combobox'), ' 报销 {Enter}');
    expect(router.state.location.pathname).toBe('/app-center/menus');
    expect(new URLSearchParams(router.state.location.search).get('resourceCode')).toBe('search');
    expect(new URLSearchParams(router.state.location.search).get('queryFuzzy')).toBe('报销');
    await waitFor(() => {
      const save = fetchMock.mock.calls.find(([url]) => String(url).includes('saveQueryRecord'));
      expect(JSON.parse(String((save?.[1] as RequestInit).body))).toEqual({ userCode: 'zhangsan', queryKey: '报销' });
    });
  });

  it('shows the recent queries on focus; choosing one searches it', async () => {
    const router = setup();
    await userEvent.click(screen.getByRole('combobox'));
    const option = await screen.findByRole('option', { name: '请假' });
    await userEvent.click(option);
    expect(new URLSearchParams(router.state.location.search).get('queryFuzzy')).toBe('请假');
  });
});
