import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankCard } from '@portal/contracts';
import { fakeServer, ok, page, renderPage, setWidth, type Call } from '../test/render-page.tsx';
import BankCardPage from './BankCardPage.tsx';

const card = (id: string, bankName: string, last4: string): BankCard => ({
  id,
  accountName: '张三',
  bankName,
  subbranch: `${bankName}长沙分行营业部`,
  cardNo: `**** **** **** ${last4}`,
  isDefault: false,
  createTime: '2026-11-20T08:00:00Z',
  provinceCode: '43',
  cityCode: '4301',
  regionName: '湖南省 长沙市',
});

let cards: BankCard[];
let refuse: boolean;
let server: ReturnType<typeof fakeServer>;
const created = (calls: Call[]) => calls.filter((c) => c.path.endsWith('/bank/card/create'));

beforeEach(() => {
  setWidth(390);
  refuse = true;
  cards = [card('c1', '招商银行', '1234')];
  server = fakeServer(({ path, body }) => {
    if (path.endsWith('/subbranch/page')) return page(cards);
    if (path.endsWith('/region/select')) {
      const parent = (body as { parentCode?: string }).parentCode;
      return ok(parent ? [{ code: '4301', name: '长沙市', parentCode: '43', level: 2 }] : [{ code: '43', name: '湖南省', parentCode: null, level: 1 }]);
    }
    if (path.endsWith('/bank/card/create')) {
      if (refuse) return { status: 409, body: { code: 409, msg: '该银行卡已添加' } };
      const added = card('c2', '中国银行', '0128');
      cards = [...cards, added];
      return ok(added);
    }
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

async function choose(label: string, option: string) {
  const field = screen.getByLabelText(label);
  fireEvent.mouseDown(field);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.getAttribute('title') === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  }, { timeout: 3000 });
  fireEvent.click(item);
}

describe('我的账户 (bank cards) on a phone', { timeout: 40_000 }, () => {
  it('each card is a card with its number and its actions', async () => {
    renderPage(BankCardPage, ['query', 'add', 'edit', 'delete']);
    const item = (await screen.findAllByTestId('list-card'))[0] as HTMLElement;
    expect(within(item).getByText('招商银行')).toBeTruthy();
    expect(within(item).getByText('**** **** **** 1234')).toBeTruthy();
    expect(within(item).getByRole('button', { name: /删\s*除/ })).toBeTruthy();
    expect(document.querySelector('table')).toBeNull();
  });

  it('adds a card: a number already added is said under the number, once, with nothing typed lost; then it saves', async () => {
    renderPage(BankCardPage, ['query', 'add']);
    await screen.findAllByTestId('list-card');
    await userEvent.click(screen.getByRole('button', { name: /添加银行卡/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('开户名'), '张三');
    await choose('开户银行', '中国银行');
    await choose('开户省份', '湖南省');
    await waitFor(() => expect(server.calls.some((c) => (c.body as { parentCode?: string } | undefined)?.parentCode === '43')).toBe(true));
    await choose('开户城市', '长沙市');
    await userEvent.type(within(dialog).getByLabelText('开户支行'), '中国银行长沙分行营业部');
    await userEvent.type(within(dialog).getByLabelText('银行卡号'), '6222021234567890128');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));

    expect(await within(dialog).findByText('该银行卡已添加')).toBeTruthy();
    expect(server.notices).toEqual([]);
    expect((within(dialog).getByLabelText('银行卡号') as HTMLInputElement).value).toBe('6222021234567890128');
    expect(created(server.calls)[0]?.body).toEqual({ accountName: '张三', bankName: '中国银行', subbranch: '中国银行长沙分行营业部', isDefault: false, cityCode: '4301', cardNo: '6222021234567890128' });

    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('已保存')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('**** **** **** 0128')).toBeTruthy();
    expect(created(server.calls)).toHaveLength(2);
  });

  it('without the add action there is no add button', async () => {
    renderPage(BankCardPage, ['query']);
    await screen.findAllByTestId('list-card');
    expect(screen.queryByRole('button', { name: /添加银行卡/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
  });
});
