import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listEmpty } from '../shared/components/LoadFailed.tsx';
import { http } from '../shared/http/index.ts';
import { createQueryClient } from '../shared/query/client.ts';
import NoticesHost from '../shared/feedback/NoticesHost.tsx';
import { connectNotifier } from './notifier.tsx';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  connectNotifier();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const failing = (status: number) =>
  new Response(JSON.stringify({ code: status, msg: '服务异常' }), { status, headers: { 'Content-Type': 'application/json' } });

function Colleagues({ name }: { name: string }) {
  const query = useQuery({ queryKey: ['colleagues'], queryFn: () => http.get<string[]>('/colleagues') });
  return <div data-testid={name}>{query.data ? query.data.join(',') : listEmpty(query, '没有找到匹配的同事')}</div>;
}

const renderPage = () =>
  render(
    <>
      <NoticesHost />
      <QueryClientProvider client={createQueryClient()}>
        <Colleagues name="list" />
        <Colleagues name="count" />
      </QueryClientProvider>
    </>,
  );

const notices = () => document.querySelectorAll('.ant-notification-notice').length;

describe('one failure, one notice; a failed list says so and offers Retry', () => {
  it('shows one notice for a read that fails, is retried and fails again, and a Retry instead of "no results"', async () => {
    fetchMock.mockImplementation(async () => failing(502));
    renderPage();
    await waitFor(() => expect(screen.getAllByText('加载失败，请重试')).toHaveLength(2), { timeout: 5000 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(notices()).toBe(1);
    expect(screen.queryByText('没有找到匹配的同事')).toBeNull();

    fetchMock.mockImplementation(async () => new Response(JSON.stringify(['张三']), { headers: { 'Content-Type': 'application/json' } }));
    screen.getAllByRole('button', { name: /重试/ })[0]?.click();
    expect(await screen.findByTestId('list')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('list').textContent).toBe('张三'));
  });

  it('does not retry a refusal: one call, one notice', async () => {
    fetchMock.mockImplementation(async () => failing(400));
    renderPage();
    await waitFor(() => expect(screen.getAllByText('加载失败，请重试')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(notices()).toBe(1);
  });
});
