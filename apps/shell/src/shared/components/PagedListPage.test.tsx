import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, type TableColumnType } from 'antd';
import NoticesHost from '../feedback/NoticesHost.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PagedListPage, type PagedSource } from './PagedListPage.tsx';

interface Row {
  id: string;
  title: string;
  owner: string;
  status: string;
}

const ROWS: Row[] = [
  { id: 'a', title: '差旅报销单', owner: '张三', status: '草稿' },
  { id: 'b', title: '采购申请单', owner: '李四', status: '草稿' },
];

const columns: TableColumnType<Row>[] = [
  { title: '标题', dataIndex: 'title' },
  { title: '负责人', dataIndex: 'owner' },
  { title: '状态', dataIndex: 'status' },
  { title: '操作', key: 'actions', render: (_, row) => <Button onClick={() => opened.push(row.id)}>查看详情</Button> },
];
let opened: string[] = [];

/** jsdom knows no layout: the width is what `min-width` media queries are answered from. */
function setWidth(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { matches, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false } as MediaQueryList;
  };
}

const source = (over: Partial<PagedSource<Row>> = {}): PagedSource<Row> => ({ data: { data: ROWS, total: 2 }, isFetching: false, isError: false, refetch: vi.fn(), ...over });
const renderList = (props: Partial<Parameters<typeof PagedListPage<Row>>[0]> = {}) =>
  render(
    <>
      <NoticesHost />
      <PagedListPage<Row> columns={columns} source={source()} {...props} />
    </>,
  );

const original = window.matchMedia;
beforeEach(() => {
  opened = [];
  setWidth(1440);
});
afterEach(() => {
  window.matchMedia = original;
  vi.unstubAllGlobals();
});

describe('PagedListPage', { timeout: 30_000 }, () => {
  it('after a failed load shows the error with Retry, not "no data", and Retry loads again', async () => {
    const refetch = vi.fn();
    renderList({ source: source({ data: undefined, isError: true, refetch }) });
    expect(screen.getByText('加载失败，请重试')).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /重试/ }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('says "no data" when the load succeeded with nothing', () => {
    renderList({ source: source({ data: { data: [], total: 0 } }) });
    expect(screen.getAllByText('暂无数据').length).toBeGreaterThan(0);
    expect(screen.queryByText('加载失败，请重试')).toBeNull();
  });

  it('the batch action gets the rows chosen and shows how many are selected', async () => {
    const run = vi.fn();
    renderList({
      batch: {
        render: (selected, clear) => (
          <Button disabled={selected.length === 0} onClick={() => (run(selected), clear())}>
            删除所选
          </Button>
        ),
      },
    });
    const button = screen.getByRole('button', { name: '删除所选' });
    expect(button.hasAttribute('disabled')).toBe(true);
    const row = screen.getByText('采购申请单').closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox'));
    expect(screen.getByText('已选 1 项')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '删除所选' }));
    expect(run).toHaveBeenCalledWith(['b']);
    expect(screen.queryByText('已选 1 项')).toBeNull();
  });

  it('without a batch action (the action is not held) no row can be selected', () => {
    renderList();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('at 1440 px the rows are a table', () => {
    renderList();
    expect(document.querySelector('table')).not.toBeNull();
    expect(screen.queryAllByTestId('list-card')).toHaveLength(0);
  });

  it('under 576 px each row is a card with its fields, its selection and its action', async () => {
    setWidth(390);
    const run = vi.fn();
    renderList({ batch: { render: (selected) => <Button onClick={() => run(selected)}>标记已读</Button> } });
    expect(document.querySelector('table')).toBeNull();
    const cards = screen.getAllByTestId('list-card');
    expect(cards).toHaveLength(2);
    const second = cards[1] as HTMLElement;
    expect(within(second).getByText('采购申请单')).toBeTruthy();
    expect(within(second).getByText('负责人')).toBeTruthy();
    expect(within(second).getByText('李四')).toBeTruthy();
    expect(within(second).getByText('草稿')).toBeTruthy();
    await userEvent.click(within(second).getByRole('button', { name: '查看详情' }));
    expect(opened).toEqual(['b']);
    await userEvent.click(within(second).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '标记已读' }));
    expect(run).toHaveBeenCalledWith(['b']);
    expect(screen.getByText('共 2 条')).toBeTruthy();
  });

  it('under 576 px a failed load also shows Retry', () => {
    setWidth(390);
    renderList({ source: source({ data: undefined, isError: true }) });
    expect(screen.getByRole('button', { name: /重试/ })).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('pages rows given all at once (no server paging)', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ id: String(i), title: `第${i + 1}条`, owner: '张三', status: '草稿' }));
    renderList({ source: source({ data: { data: many, total: 12 } }) });
    expect(screen.getByText('第10条')).toBeTruthy();
    expect(screen.queryByText('第11条')).toBeNull();
    await userEvent.click(screen.getByTitle('2'));
    expect(screen.getByText('第11条')).toBeTruthy();
  });
});
