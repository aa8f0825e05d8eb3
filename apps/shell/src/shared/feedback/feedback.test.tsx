import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoticesSlot } from '../../app/NoticesSlot.tsx';
import { feedback, useNoticesWanted } from './feedback.ts';

describe('notices that load after the first paint', () => {
  it('keeps a notice asked for before their code arrived, and shows it once, when it has', async () => {
    render(<NoticesSlot />);
    expect(useNoticesWanted.getState().wanted).toBe(false);
    expect(document.querySelector('.ant-message')).toBeNull();

    act(() => feedback.message.success('已保存，首页已更新'));
    expect(useNoticesWanted.getState().wanted).toBe(true);
    // The notices' code (antd's App) is a lazy import: on a busy machine it takes more than a second.
    expect(await screen.findByText('已保存，首页已更新', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByText('已保存，首页已更新')).toHaveLength(1);

    act(() => feedback.modal.confirm({ title: '关闭标签页？', content: '有未保存的内容' }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('关闭标签页？'));
  });
});
