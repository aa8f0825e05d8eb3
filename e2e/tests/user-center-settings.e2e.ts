import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { api, chooseLanguage, lastMessage, signedIn } from '../support/shell.ts';

const baseURL = inject('portalUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const label = (text: string) => new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);
const button = (page: Page, text: string) => page.locator('button', { hasText: label(text) });
const main = (page: Page) => page.locator('.uc-frame__main:visible');
const open = (path: string, username = 'zhangsan', options: { locale?: string; viewport?: { width: number; height: number } } = {}) =>
  signedIn(browser, baseURL, username, { ...options, target: `/pba${path}` });
async function reloaded(page: Page) {
  await page.reload();
  await page.getByTestId('current-user').waitFor();
  await main(page).waitFor();
}

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('personal centre: 个人设置', () => {
  it('keeps the profile on bad contact details, saves good ones, and the avatar shows in the top bar', async () => {
    const { context, page } = await open('/user-center/basicsettings');
    const phone = main(page).locator('#profile_phone');
    await phone.waitFor();
    const stored = await phone.inputValue();
    await phone.fill('12345');
    await main(page).locator('#profile_email').fill('zhangsan@');
    await button(page, '保存').click();
    await main(page).getByText('手机号码格式不正确').waitFor();
    await main(page).getByText('邮箱格式不正确').waitFor();
    await screenshot(page, 'user-center-basic-settings-errors-zh-CN-1440');
    await reloaded(page);
    expect(await main(page).locator('#profile_phone').inputValue()).toBe(stored);

    await main(page).locator('#profile_nickName').fill('三哥');
    await main(page).locator('#profile_phone').fill('13912345678');
    await main(page).locator('#profile_email').fill('zhangsan@xinghe-tech.com');
    await button(page, '保存').click();
    expect(await lastMessage(page)).toContain('个人资料已保存');
    await main(page).locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('.ant-message-notice', { hasText: '头像已更新' }).waitFor();
    await reloaded(page);
    expect(await main(page).locator('#profile_phone').inputValue()).toBe('13912345678');
    expect(await main(page).locator('#profile_nickName').inputValue()).toBe('三哥');
    const topBar = page.getByTestId('current-user').locator('img');
    await page.waitForFunction(() => document.querySelector('[data-testid="current-user"] img')?.getAttribute('src')?.includes('/api/file-server/file/download?fileId='));
    expect(await topBar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await screenshot(page, 'user-center-basic-settings-zh-CN-1440');
    await context.close();
  });

  it('stores which message types notify, and the bell counts only those', async () => {
    const { context, page } = await open('/user-center/messagesettings');
    const meeting = page.getByTestId('notify-meeting');
    await meeting.waitFor();
    expect(await meeting.getAttribute('aria-checked')).toBe('true');
    const unread = await api<{ total: number; data: { type: string }[] }>(page, 'POST', '/business-center/v1/message/conditionquery', {
      userCode: 'zhangsan',
      pageSize: 200,
      status: 'noread',
    });
    const meetings = unread.data.filter((m) => m.type === 'meeting').length;
    expect(meetings).toBeGreaterThan(0);
    const bell = (n: number) => page.waitForFunction((count) => document.querySelector('.portal-bell')?.getAttribute('data-unread') === String(count), n);
    await bell(unread.total);
    await meeting.click();
    await button(page, '保存').click();
    expect(await lastMessage(page)).toContain('已保存');
    await bell(unread.total - meetings);
    await reloaded(page);
    await page.getByTestId('notify-meeting').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="notify-meeting"]')?.getAttribute('aria-checked') === 'false');
    expect(await page.getByTestId('notify-ticket').getAttribute('aria-checked')).toBe('true');
    await context.close();
  });

  it('lists active sessions and signs out the others', async () => {
    const otherContext = await newContext(browser, baseURL);
    const other = await otherContext.newPage();
    const { login } = await import('../support/browser.ts');
    await login(other, 'zhangsan');
    const { context, page } = await open('/user-center/securitysettings');
    await main(page).locator('.ant-table-tbody tr.ant-table-row').nth(1).waitFor();
    await main(page).getByText('当前会话').waitFor();
    await screenshot(page, 'user-center-security-zh-CN-1440');
    await button(page, '退出其他会话').click();
    await page.locator('.ant-modal-confirm .ant-btn-primary, .ant-modal-confirm .ant-btn-dangerous').last().click();
    expect(await lastMessage(page)).toMatch(/已退出 \d+ 个其他会话/);
    await reloaded(page);
    await main(page).locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    expect(await main(page).locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);
    const refused = await api<{ code: number }>(other, 'GET', '/wutong-idaas-account/current');
    expect(refused.code).toBe(401);
    await otherContext.close();
    await context.close();
  });

  it('looks right in English on a desktop and a phone', async () => {
    const { context, page } = await open('/user-center/my-account');
    await chooseLanguage(page, 'English', 'en-US');
    await main(page).getByText('My accounts').waitFor();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').waitFor({ state: 'hidden' });
    expect(await page.locator('.uc-frame__nav .ant-menu-item-group-title').allInnerTexts()).toEqual(['My work', 'My settings']);
    await screenshot(page, 'user-center-bank-cards-en-US-1440');
    await page.goto('/pba/user-center/submitted/my-work');
    await main(page).locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await screenshot(page, 'user-center-reports-en-US-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(400);
    await screenshot(page, 'user-center-reports-en-US-390');
    await page.goto('/pba/user-center/todouser');
    // On a phone the list's rows are cards.
    await main(page).getByTestId('list-card').first().waitFor();
    await screenshot(page, 'user-center-todo-en-US-390');
    expect(await page.locator('.ant-notification-notice').count()).toBe(0);
    await context.close();
  });
});
