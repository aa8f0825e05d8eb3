import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { shellEvents } from '../../shared/events/shell-events.ts';
import { latestConversation, type StreamHandlers } from './api.ts';
import { ChatPanel } from './ChatPanel.tsx';

let finish: (() => void) | undefined;
vi.mock('./api.ts', () => ({
  latestConversation: vi.fn(async () => null),
  streamChat: vi.fn(async (_message: string, _id: string | undefined, handlers: StreamHandlers, signal: AbortSignal) => {
    handlers.onConversation('c1');
    handlers.onDelta('您可以在这里申请：');
    await new Promise<void>((resolve) => (finish = resolve));
    if (signal.aborted) return;
    handlers.onDelta('[请假申请](/app-center/main/HR/leave/apply)');
  }),
}));

const panel = () => {
  const router = createMemoryRouter([{ path: '/', element: <ChatPanel onClose={() => undefined} /> }], { initialEntries: ['/'] });
  return render(<RouterProvider router={router} />);
};

describe('the chat panel', () => {
  it('keeps an answer still arriving when the panel is closed, and shows it whole when reopened', async () => {
    const first = panel();
    await userEvent.type(screen.getByRole('textbox'), '请假{Enter}');
    await screen.findByText('您可以在这里申请：');
    first.unmount();

    act(() => finish?.());
    panel();
    expect(screen.getByText('请假')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: '请假申请' }).getAttribute('href')).toBe('/pba/app-center/main/HR/leave/apply'));
  });

  it('shows none of the conversation after a tenant switch, and reads the new tenant\'s latest one', async () => {
    const second = panel();
    expect(screen.getByText('请假')).toBeTruthy();
    second.unmount();
    const reads = vi.mocked(latestConversation).mock.calls.length;

    act(() => shellEvents.emit('tenantChanged', { tenantId: '10002' }));
    panel();
    expect(screen.queryByText('请假')).toBeNull();
    await waitFor(() => expect(vi.mocked(latestConversation).mock.calls.length).toBe(reads + 1));
  });
});
