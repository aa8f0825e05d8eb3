import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportItem } from '@portal/contracts';
import { fakeServer, ok, page, renderPage, setWidth } from '../test/render-page.tsx';
import ReportApprovalPage from './ReportApprovalPage.tsx';

const submitted: ReportItem = {
  id: 'r9',
  reportDate: '2026-11-24',
  project: '星城物流系统集成',
  hours: 8,
  content: '参加需求评审',
  status: 'submitted',
  ownerName: '李四',
  approverName: '张三',
  reviewComment: '',
  updateTime: '2026-11-24T08:00:00Z',
};

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  setWidth(1440);
  server = fakeServer(({ path }) => {
    if (path.endsWith('/workreport/review/query')) return page([submitted]);
    if (path.endsWith('/workreport/review')) return ok(null);
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

const reviews = () => server.calls.filter((c) => c.path.endsWith('/workreport/review'));

describe('报工审核', { timeout: 40_000 }, () => {
  it('a rejection needs a comment, said under the field; with one it is sent and said', async () => {
    renderPage(ReportApprovalPage, ['query', 'edit']);
    const row = (await screen.findByText('李四')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /审\s*核/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    expect(await within(dialog).findByText('驳回时请填写审核意见')).toBeTruthy();
    expect(reviews()).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('审核意见'), '工时偏多');
    await userEvent.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    expect(await screen.findByText('已驳回该报工')).toBeTruthy();
    expect(reviews().map((c) => c.body)).toEqual([{ id: 'r9', result: 'rejected', comment: '工时偏多' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
