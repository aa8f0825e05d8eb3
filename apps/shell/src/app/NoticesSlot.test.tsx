import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { feedback, useNoticesWanted } from '../shared/feedback/feedback.ts';
import { NoticesSlot } from './NoticesSlot.tsx';

let failures = 1;
vi.mock('../shared/feedback/NoticesHost.tsx', async (importOriginal) => {
  if (failures > 0) {
    failures -= 1;
    throw new Error('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

describe('the notices when their code cannot be fetched', () => {
  it('keeps the notice asked for, and shows it when the next notice fetches the code again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<NoticesSlot />);
    act(() => feedback.message.error('保存失败'));
    await vi.waitFor(() => expect(useNoticesWanted.getState().wanted).toBe(false));
    expect(screen.queryByText('保存失败')).toBeNull();

    act(() => feedback.message.success('已保存'));
    // The notices' code (antd's App) is a lazy import: on a busy machine it takes more than a second.
    expect(await screen.findByText('保存失败', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('已保存')).toBeTruthy();
  });
});
