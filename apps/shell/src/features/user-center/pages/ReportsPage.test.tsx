import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportItem } from '@portal/contracts';
import { fakeServer, ok, page, renderPage, setWidth } from '../test/render-page.tsx';
import ReportsPage from './ReportsPage.tsx';

const report = (id: string, project: string, status: ReportItem['status']): ReportItem => ({
  id,
  reportDate: '2026-11-20',
  project,
  hours: 8,
  content: '完成接口联调与测试用例编写',
  status,
  ownerName: '张三',
  approverName: '李四',
  reviewComment: '',
  updateTime: '2026-11-20T08:00:00Z',
});

let reports: ReportItem[];
let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  setWidth(1440);
  reports = [report('r1', '门户改版', 'draft')];
  server = fakeServer(({ path, body }) => {
    if (path.endsWith('/workreport/query')) return page(reports);
    if (path.endsWith('/workreport/submit')) {
      const { id } = body as { id: string };
      reports = reports.map((r) => (r.id === id ? { ...r, status: 'submitted' } : r));
      return ok(null);
    }
    if (path.endsWith('/workreport/save')) return { status: 409, body: { code: 409, msg: '报工已提交或已审核，不能修改' } };
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('我的报工', { timeout: 40_000 }, () => {
  it('submits a draft report: it is said, and the row shows 待审核 without its submit button', async () => {
    renderPage(ReportsPage, ['query', 'edit']);
    const row = (await screen.findByText('门户改版')).closest('tr') as HTMLElement;
    expect(within(row).getByText('草稿')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('已提交，等待审核')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByText('门户改版').closest('tr') as HTMLElement).getByText('待审核')).toBeTruthy());
    expect(within(screen.getByText('门户改版').closest('tr') as HTMLElement).queryByRole('button', { name: /提\s*交/ })).toBeNull();
    expect(server.calls.filter((c) => c.path.endsWith('/workreport/submit')).map((c) => c.body)).toEqual([{ id: 'r1' }]);
  });

  it('an edit the server refuses keeps the dialog open with what was typed, said once', async () => {
    renderPage(ReportsPage, ['query', 'edit']);
    const row = (await screen.findByText('门户改版')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    const project = within(dialog).getByLabelText('项目') as HTMLInputElement;
    await waitFor(() => expect(project.value).toBe('门户改版'));
    await userEvent.clear(project);
    await userEvent.type(project, '门户二期');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(server.notices).toHaveLength(1));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((within(dialog).getByLabelText('项目') as HTMLInputElement).value).toBe('门户二期');
  });

  it('without the edit action neither new, edit nor submit is offered', async () => {
    renderPage(ReportsPage, ['query']);
    const row = (await screen.findByText('门户改版')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: /提\s*交/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新建报工/ })).toBeNull();
  });
});
