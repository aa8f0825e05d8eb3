import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { activeTab, api, chooseLanguage, goInApp, signedIn } from '../support/shell.ts';

const baseURL = inject('portalUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function readyFrame(page: Page, name: string): Promise<Frame> {
  const host = page.locator(`.portal-subapp[data-subapp="${name}"][data-state="ready"]:visible`);
  await host.waitFor({ timeout: 30_000 });
  const frame = await (await host.locator('iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error(`no frame for ${name}`);
  return frame;
}

describe('the app centre for each user', () => {
  it('hides the finance app from lisi and refuses its functions by address, in the shell and on the server', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'lisi');
    await page.goto('/pba/app-center/menus');
    await page.locator('.ac-sider__app').first().waitFor();
    const apps = await page.locator('.ac-sider__name').allTextContents();
    expect(apps).toContain('人力资源');
    expect(apps).not.toContain('财务管理');

    await page.goto('/pba/app-center/main/EXPENSE/claims/new');
    await page.locator('.ant-result-403').waitFor();
    await expect(page.locator('.portal-subapp').count()).resolves.toBe(0);
    const refused = await api<{ code: number }>(page, 'GET', '/portal/v1/subapps/EXPENSE');
    expect(refused.code).toBe(403);
    await context.close();
  });

  it('finds functions by pinyin and initials of an app name, marking what matched', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    const box = page.getByRole('search').locator('input');
    await box.fill('rlzy');
    await box.press('Enter');
    await page.waitForURL('**/app-center/menus?resourceCode=search&queryFuzzy=rlzy');
    const leave = page.locator('.ac-card', { hasText: '请假申请' });
    await leave.waitFor();
    expect(await leave.locator('mark').innerText()).toBe('人力资源');

    await box.fill('qingjia');
    await box.press('Enter');
    await page.locator('.ac-card mark', { hasText: '请假' }).first().waitFor();
    await screenshot(page, 'app-center-search-zh-CN');

    // Starring a found function puts it among the frequently used ones.
    await page.locator('.ac-card', { hasText: '请假申请' }).locator('.ac-card__star').click();
    await page.goto('/pba/app-center/menus?resourceCode=WOS');
    await page.getByTestId('common-use').getByText('请假申请').waitFor();
    await context.close();
  });

  it('shows an error pane with Retry when a sub-app’s script fails, while other tabs keep working', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    await page.addInitScript(() => Object.assign(window, { portalSubappTimeoutMs: 5000 }));
    // HR has connected once; then its scripts stop loading: the tab says it never connected.
    await page.goto('/pba/app-center/main/HR/leave/list');
    await (await readyFrame(page, 'HR')).locator('.ant-table, .ant-empty').first().waitFor();
    await page.route('**/subapps/hr/assets/*.js', (route) => route.abort());
    await goInApp(page, '/app-center/main/HR/leave/apply');
    const pane = page.locator('.portal-subapp[data-subapp="HR"] .portal-subapp__error');
    await pane.waitFor({ timeout: 30_000 });
    expect(await pane.innerText()).toContain('HR 加载失败');
    expect(await pane.innerText()).toContain('5 秒内没有完成加载或连接');
    await screenshot(page, 'app-center-error-pane-zh-CN');

    // The rest of the portal works: another sub-app opens and takes input.
    await goInApp(page, '/app-center/menus?resourceCode=WOS');
    await page.locator('.ac-card__open', { hasText: '问题反馈' }).click();
    const wos = await readyFrame(page, 'WOS');
    await wos.locator('#ticket_title').fill('可以正常输入');
    expect(await wos.locator('#ticket_title').inputValue()).toBe('可以正常输入');

    // Once the system is back, Retry starts it inside the same tab.
    await page.unroute('**/subapps/hr/assets/*.js');
    // Opened by its address, the function's tab has its catalogue name.
    await page.locator('.portal-tab__label', { hasText: '请假申请' }).first().click();
    await page.getByRole('button', { name: /重\s*试/ }).click();
    await (await readyFrame(page, 'HR')).locator('#leave_reason').waitFor();
    await context.close();
  });

  it('opens a clear pane for a system the company has not deployed', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    await page.goto('/pba/app-center/main/CANTEEN/menu/today');
    await page.getByTestId('subapp-not-deployed').waitFor();
    expect(await page.getByTestId('subapp-not-deployed').innerText()).toContain('CANTEEN 尚未部署');
    await context.close();
  });

  it('looks right in English and on a phone', async () => {
    const desktop = await signedIn(browser, baseURL, 'zhangsan', { viewport: { width: 1440, height: 900 } });
    await desktop.page.goto('/pba/app-center/menus?resourceCode=WOS');
    await desktop.page.locator('.ac-card__open', { hasText: '我的工单' }).waitFor();
    // The catalogue follows a language change without a reload: names come from the server in the new language.
    const loads = await desktop.page.evaluate(() => performance.timeOrigin);
    await chooseLanguage(desktop.page, 'English', 'en-US');
    await desktop.page.locator('.ac-card__open', { hasText: 'My Tickets' }).waitFor();
    expect(await desktop.page.evaluate(() => performance.timeOrigin)).toBe(loads);
    expect(await desktop.page.locator('.ac-sider__title').innerText()).toBe('App Center');
    await screenshot(desktop.page, 'app-center-menus-en-US');
    expect(await desktop.page.locator('.ac-sider').innerText()).toContain('IT Management');
    await desktop.page.locator('.ac-card__open', { hasText: 'My Tickets' }).click();
    await (await readyFrame(desktop.page, 'WOS')).getByText('My tickets').first().waitFor();
    await expect.poll(() => activeTab(desktop.page)).toBe('My tickets');
    await screenshot(desktop.page, 'app-center-wos-tickets-en-US');
    await desktop.context.close();

    const phone = await signedIn(browser, baseURL, 'zhangsan', { viewport: { width: 390, height: 844 } });
    await phone.page.goto('/pba/app-center/menus?resourceCode=HR');
    await phone.page.locator('.ac-card').first().waitFor();
    await screenshot(phone.page, 'app-center-menus-phone-zh-CN');
    await phone.page.goto('/pba/app-center/main/HR/leave/apply');
    await (await readyFrame(phone.page, 'HR')).locator('#leave_reason').waitFor();
    await screenshot(phone.page, 'app-center-hr-form-phone-zh-CN');
    await phone.context.close();
  });
});
