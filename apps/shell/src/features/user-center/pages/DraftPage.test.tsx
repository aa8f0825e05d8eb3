import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftItem } from '@portal/contracts';
import { fakeServer, ok, page, renderPage, setWidth } from '../test/render-page.tsx';
import DraftPage from './DraftPage.tsx';

const draft = (id: string, title: string): DraftItem => ({ id, title, processKey: 'leave', processName: '请假流程', createTime: '2026-11-20T08:00:00Z', updateTime: '2026-11-20T08:00:00Z' });

let drafts: DraftItem[];
let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  setWidth(1440);
  drafts = [draft('d1', '年假申请草稿'), draft('d2', '出差申请草稿')];
  server = fakeServer(({ path, body }) => {
    if (path.endsWith('/draft/query')) return page(drafts);
    if (path.endsWith('/draft/deletelist')) {
      const ids = (body as { ids: string[] }).ids;
      drafts = drafts.filter((d) => !ids.includes(d.id));
      return ok({ deleted: ids.length });
    }
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('我的草稿', { timeout: 30_000 }, () => {
  it('deletes the selected draft after a confirmation; the list no longer shows it', async () => {
    renderPage(DraftPage, ['query', 'delete']);
    const row = (await screen.findByText('出差申请草稿')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '删除所选' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除所选的 1 份草稿？删除后无法恢复。')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('已删除 1 份草稿')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('出差申请草稿')).toBeNull());
    expect(screen.getByText('年假申请草稿')).toBeTruthy();
    expect(server.calls.find((c) => c.path.endsWith('/draft/deletelist'))?.body).toEqual({ ids: ['d2'] });
  });

  it('without the delete action offers neither the button nor a selection', async () => {
    renderPage(DraftPage, ['query']);
    expect(await screen.findByText('出差申请草稿')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '删除所选' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('a failed list says so once and offers Retry, which loads it', async () => {
    let fail = true;
    server = fakeServer(({ path }) => (path.endsWith('/draft/query') ? (fail ? { status: 500, body: { code: 500, msg: '服务器内部错误' } } : page(drafts)) : undefined));
    renderPage(DraftPage, ['query', 'delete']);
    expect(await screen.findByText('加载失败，请重试')).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
    expect(server.notices).toHaveLength(1);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('出差申请草稿')).toBeTruthy();
  });
});
