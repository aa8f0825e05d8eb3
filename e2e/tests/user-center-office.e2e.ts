import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { activeTab, api, lastMessage, signedIn } from '../support/shell.ts';

const baseURL = inject('portalUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** antd puts a space between two CJK characters of a button; match the label either way. */
const label = (text: string) => new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);
const button = (page: Page, text: string) => page.locator('button', { hasText: label(text) });
const main = (page: Page) => page.locator('.uc-frame__main:visible');
const rows = (page: Page) => main(page).locator('.ant-table-tbody tr.ant-table-row');
const open = (path: string, username = 'zhangsan', options: { locale?: string; viewport?: { width: number; height: number } } = {}) =>
  signedIn(browser, baseURL, username, { ...options, target: `/pba${path}` });
async function confirm(page: Page) {
  await page.locator('.ant-modal-confirm .ant-btn-primary, .ant-modal-confirm .ant-btn-dangerous').last().click();
}
async function reloaded(page: Page) {
  await page.reload();
  await page.getByTestId('current-user').waitFor();
  await main(page).waitFor();
}
interface Paged {
  total: number;
  data: { id: string; title?: string; status?: string; project?: string }[];
}

describe('personal centre: 个人办公', () => {
  it('shows the overview with the user’s own figures and a side navigation in two groups', async () => {
    const { context, page } = await open('/user-center');
    await page.waitForURL('**/pba/user-center/index');
    await page.getByTestId('figure-todo').locator('.ant-statistic-content-value').filter({ hasText: /\d/ }).waitFor();
    expect(await page.locator('.uc-frame__nav .ant-menu-item-group-title').allInnerTexts()).toEqual(['个人办公', '个人设置']);
    // Its side entry is 首页 (SPEC); its tab says 个人中心, apart from the portal's 首页 tab.
    expect(await page.locator('.uc-frame__nav .ant-menu-item-selected').innerText()).toBe('首页');
    expect(await activeTab(page)).toBe('个人中心');
    const summary = await api<{ data: { todo: number } }>(page, 'GET', '/business-center/v1/usercenter/summary');
    expect(await page.getByTestId('figure-todo').locator('.ant-statistic-content-value').innerText()).toBe(String(summary.data.todo));
    await screenshot(page, 'user-center-overview-zh-CN-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(400);
    await screenshot(page, 'user-center-overview-zh-CN-390');
    await context.close();
  });

  it('approves a to-do with a comment; it leaves 我的待办 and shows in 我的已办 after reload', async () => {
    const { context, page } = await open('/user-center/todouser');
    await rows(page).first().waitFor();
    const title = await rows(page).first().locator('td').first().innerText();
    await button(page, '办理').first().click();
    const drawer = page.locator('.ant-drawer-body');
    await drawer.locator('.ant-descriptions').waitFor();
    await button(page, '驳回').click();
    expect(await drawer.locator('.ant-form-item-explain-error').innerText()).toBe('驳回时请填写审批意见');
    await drawer.locator('textarea').fill('同意，按计划执行');
    await screenshot(page, 'user-center-todo-drawer-zh-CN-1440');
    await button(page, '同意').click();
    expect(await lastMessage(page)).toContain('已同意');
    await reloaded(page);
    await rows(page).first().waitFor();
    expect(await rows(page).locator('td:first-child').allInnerTexts()).not.toContain(title);
    await page.goto('/pba/user-center/done');
    await rows(page).first().waitFor();
    expect(await rows(page).first().innerText()).toContain(title);
    expect(await page.locator('.ant-notification-notice').count()).toBe(0);
    await context.close();
  });

  it('marks a to-read item read', async () => {
    const { context, page } = await open('/user-center/todoread');
    await rows(page).first().waitFor();
    const before = await api<Paged>(page, 'POST', '/business-center/v1/workorder/task/query', { category: 'toread' });
    await rows(page).first().locator('.ant-checkbox-input').check();
    await button(page, '标记已读').click();
    expect(await lastMessage(page)).toContain('已标记 1 条为已读');
    await reloaded(page);
    const after = await api<Paged>(page, 'POST', '/business-center/v1/workorder/task/query', { category: 'toread' });
    expect(after.total).toBe(before.total - 1);
    await context.close();
  });

  it('withdraws a running application', async () => {
    const { context, page } = await open('/user-center/apply');
    await rows(page).first().waitFor();
    const running = rows(page).filter({ hasText: '审批中' }).first();
    const title = await running.locator('td').first().innerText();
    await running.locator('button', { hasText: label('撤回') }).click();
    await page.locator('.ant-modal-confirm').waitFor();
    await confirm(page);
    // A refusal comes as an error notice: a failure shows what was said instead.
    await expect
      .poll(() => page.locator('.ant-message-notice, .ant-notification-notice').allInnerTexts(), { timeout: 20_000 })
      .toEqual(expect.arrayContaining([expect.stringContaining('申请已撤回')]));
    await page.locator('.ant-modal-confirm').waitFor({ state: 'hidden' });
    await reloaded(page);
    await rows(page).first().waitFor();
    expect(await rows(page).filter({ hasText: title }).first().innerText()).toContain('已撤回');
    await context.close();
  });

  it('deletes selected drafts after a confirmation', async () => {
    const { context, page } = await open('/user-center/draft');
    await rows(page).first().waitFor();
    const before = await api<Paged>(page, 'POST', '/business-center/v1/workorder/draft/query', {});
    await rows(page).nth(0).locator('.ant-checkbox-input').check();
    await button(page, '删除所选').click();
    await page.locator('.ant-modal-confirm').getByText('确定删除所选的 1 份草稿？删除后无法恢复。').waitFor();
    await confirm(page);
    expect(await lastMessage(page)).toContain('已删除 1 份草稿');
    await reloaded(page);
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBe(before.total - 1);
    await context.close();
  });

  it('writes a work report: invalid input shows its messages; saved and submitted it stays after reload', async () => {
    const { context, page } = await open('/user-center/submitted/my-work');
    await rows(page).first().waitFor();
    await button(page, '新建报工').click();
    const dialog = page.locator('.ant-modal:visible');
    await dialog.locator('#report_hours').fill('30');
    await button(page, '保存并提交').click();
    await dialog.getByText('请输入项目名称').waitFor();
    await dialog.getByText('工时须在 0.5 到 24 小时之间，以半小时为单位').waitFor();
    await dialog.getByText('请输入工作内容').waitFor();
    await screenshot(page, 'user-center-report-form-zh-CN-1440');
    await dialog.locator('#report_project').fill('智慧园区 IoT 平台');
    await dialog.locator('#report_hours').fill('7.5');
    await dialog.locator('#report_content').fill('完成门禁设备接入联调，输出接口文档');
    await button(page, '保存并提交').click();
    expect(await lastMessage(page)).toContain('已提交');
    await reloaded(page);
    const row = rows(page).filter({ hasText: '智慧园区 IoT 平台' }).filter({ hasText: '7.5' }).first();
    await row.waitFor();
    expect(await row.innerText()).toContain('待审核');
    await context.close();
  });

  it('reviews a colleague’s report: rejecting needs a comment, approving is stored', async () => {
    const { context, page } = await open('/user-center/work-report-approval');
    await rows(page).first().waitFor();
    const owner = await rows(page).first().locator('td').first().innerText();
    await button(page, '审核').first().click();
    await button(page, '驳回').click();
    await page.locator('.ant-modal:visible').getByText('驳回时请填写审核意见').waitFor();
    await button(page, '同意').click();
    expect(await lastMessage(page)).toContain('已同意该报工');
    await reloaded(page);
    await page.locator('.ant-segmented-item', { hasText: '已同意' }).click();
    await rows(page).filter({ hasText: owner }).first().waitFor();
    await context.close();
  });

  it('manages bank cards: field messages, masked number, stored after reload, deleted after a confirmation', async () => {
    const { context, page } = await open('/user-center/my-account');
    await rows(page).first().waitFor();
    expect(await rows(page).first().innerText()).toMatch(/\*{4} \*{4} \*{4} \d{4}/);
    await button(page, '添加银行卡').click();
    const dialog = page.locator('.ant-modal:visible');
    await dialog.locator('#bank-card_subbranch').fill('岳麓');
    await dialog.locator('#bank-card_cardNo').fill('6236 8899 0012 3456');
    await dialog.locator('.ant-btn-primary').click();
    await dialog.getByText('请输入开户名').waitFor();
    await dialog.getByText('请选择开户银行').waitFor();
    await dialog.getByText('请输入完整的开户支行，如：招商银行长沙分行营业部').waitFor();
    await dialog.getByText('银行卡号格式不正确').waitFor();
    await dialog.getByText('请选择开户省份').waitFor();
    await screenshot(page, 'user-center-bank-card-form-zh-CN-1440');
    await dialog.locator('#bank-card_accountName').fill('张三');
    await dialog.locator('#bank-card_bankName').click();
    await page.locator('.ant-select-item-option', { hasText: '长沙银行' }).click();
    await dialog.locator('#bank-card_provinceCode').click();
    await page.keyboard.type('湖南');
    await page.locator('.ant-select-item-option', { hasText: '湖南省' }).click();
    await dialog.locator('#bank-card_cityCode').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '株洲市' }).click();
    await dialog.locator('#bank-card_subbranch').fill('长沙银行岳麓支行');
    await dialog.locator('#bank-card_cardNo').fill('6236 8899 0012 3455');
    await dialog.locator('.ant-btn-primary').click();
    expect(await lastMessage(page)).toContain('已保存');
    await reloaded(page);
    const row = rows(page).filter({ hasText: '**** **** **** 3455' });
    await row.waitFor();
    expect(await row.innerText()).not.toContain('6236889900123455');
    await row.locator('button', { hasText: label('查看') }).click();
    await page.locator('.ant-modal:visible').getByText('湖南省 株洲市').waitFor();
    await page.keyboard.press('Escape');
    await row.locator('button', { hasText: label('删除') }).click();
    await page.locator('.ant-modal-confirm').getByText('确定删除尾号 3455 的银行卡？').waitFor();
    await confirm(page);
    expect(await lastMessage(page)).toContain('已删除');
    await reloaded(page);
    await rows(page).first().waitFor();
    expect(await rows(page).filter({ hasText: '3455' }).count()).toBe(0);
    await context.close();
  });

  it('marks selected messages read and the top bar’s unread count follows', async () => {
    const { context, page } = await open('/user-center/message');
    await rows(page).first().waitFor();
    const bell = page.locator('[data-unread]');
    const before = Number(await bell.getAttribute('data-unread'));
    await page.locator('.ant-segmented-item', { hasText: '未读' }).click();
    await rows(page).first().waitFor();
    await rows(page).nth(0).locator('.ant-checkbox-input').check();
    await button(page, '标记已读').click();
    expect(await lastMessage(page)).toContain('已标记 1 条为已读');
    await page.waitForFunction((n) => document.querySelector('[data-unread]')?.getAttribute('data-unread') === String(n), before - 1);
    await reloaded(page);
    expect(Number(await bell.getAttribute('data-unread'))).toBe(before - 1);
    await context.close();
  });

  it('lists meetings, mail and devices', async () => {
    const { context, page } = await open('/user-center/meeting');
    await page.getByTestId('meeting-card').first().waitFor();
    expect(await page.getByTestId('meeting-card').count()).toBeGreaterThan(0);
    await screenshot(page, 'user-center-meeting-zh-CN-1440');
    await page.locator('.ant-segmented-item', { hasText: '已结束' }).click();
    await page.getByTestId('meeting-card').filter({ hasText: '周例会' }).waitFor();
    await page.goto('/pba/user-center/mail');
    await main(page).getByText('关于 2026 年春节放假安排的通知').waitFor();
    await page.goto('/pba/user-center/my-device');
    await rows(page).filter({ hasText: 'XH-IT-2024-0318' }).waitFor();
    await context.close();
  });

  it('refuses lisi the work of others: approving zhangsan’s queue and deleting his drafts', async () => {
    const zs = await open('/user-center/index');
    const queue = await api<Paged>(zs.page, 'POST', '/business-center/v1/workreport/review/query', { status: 'submitted' });
    const drafts = await api<Paged>(zs.page, 'POST', '/business-center/v1/workorder/draft/query', {});
    await zs.context.close();
    const { context, page } = await open('/user-center/work-report-approval', 'lisi');
    await main(page).waitFor();
    expect(await main(page).locator('.ant-table-tbody tr.ant-table-row').count()).toBe(0);
    const review = await api<{ code: number }>(page, 'POST', '/business-center/v1/workreport/review', { id: queue.data[0]?.id, result: 'approved' });
    expect(review.code).toBe(403);
    const remove = await api<{ code: number }>(page, 'POST', '/business-center/v1/workorder/draft/deletelist', { ids: [drafts.data[0]?.id] });
    expect(remove.code).toBe(403);
    await context.close();
  });

  it('shows lisi (no delete action) neither 删除所选 on 我的草稿 nor 删除 on 我的账户', async () => {
    const { context, page } = await open('/user-center/draft', 'lisi');
    await rows(page).first().waitFor();
    expect(await button(page, '删除所选').count()).toBe(0);
    await page.goto('/pba/user-center/my-account');
    await rows(page).first().waitFor();
    expect(await rows(page).first().locator('button', { hasText: label('编辑') }).count()).toBe(1);
    expect(await rows(page).first().locator('button', { hasText: label('删除') }).count()).toBe(0);
    await screenshot(page, 'user-center-bank-cards-lisi-no-delete-zh-CN-1440');
    await context.close();
  });
});
