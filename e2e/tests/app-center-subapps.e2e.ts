import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { USER_CENTER_PATHS } from '@portal/contracts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { activeTab, signedIn, tabTitles } from '../support/shell.ts';

const baseURL = inject('portalUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const tabLabel = (page: Page, title: string) => page.locator('.portal-tab__label', { hasText: title });

/** The document of the sub-app shown in the active tab, once it has started. */
async function subappFrame(page: Page, name: string): Promise<Frame> {
  const host = page.locator(`.portal-subapp[data-subapp="${name}"][data-state="ready"]:visible`);
  await host.waitFor({ timeout: 30_000 });
  const handle = await host.locator('iframe').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`no frame for ${name}`);
  return frame;
}

async function openFromMenus(page: Page, app: string, functionName: string) {
  await page.locator(`.ac-sider__app[data-app="${app}"]`).click();
  await page.waitForURL(`**/app-center/menus?resourceCode=${app}`);
  await page.locator('.ac-card__open', { hasText: functionName }).click();
  await page.waitForURL('**/app-center/main/**');
}

describe('business systems in tabs', () => {
  it('keeps typed text in the HR and WOS forms while switching tabs', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan', { viewport: { width: 1440, height: 900 } });
    await page.goto('/pba/app-center');
    await page.waitForURL('**/app-center/menus?resourceCode=*');
    await page.locator('.ac-card').first().waitFor();
    await screenshot(page, 'app-center-menus-zh-CN');

    await openFromMenus(page, 'HR', '请假申请');
    const hr = await subappFrame(page, 'HR');
    await hr.locator('#leave_reason').fill('回老家参加婚礼');
    // HR names its tab from its own route.
    await expect.poll(() => activeTab(page)).toBe('请假申请');

    await page.locator('.portal-tab__label', { hasText: '应用菜单' }).click();
    await openFromMenus(page, 'WOS', '问题反馈');
    const wos = await subappFrame(page, 'WOS');
    await wos.locator('#ticket_title').fill('会议室投影仪无信号');
    await screenshot(page, 'app-center-wos-form-zh-CN');

    await tabLabel(page, '请假申请').click();
    await page.waitForURL('**/app-center/main/HR/leave/apply');
    expect(await (await subappFrame(page, 'HR')).locator('#leave_reason').inputValue()).toBe('回老家参加婚礼');
    await tabLabel(page, '问题反馈').click();
    expect(await (await subappFrame(page, 'WOS')).locator('#ticket_title').inputValue()).toBe('会议室投影仪无信号');
    expect(await tabTitles(page)).toEqual(['首页', '应用菜单', '请假申请', '问题反馈']);
    await context.close();
  });

  it('follows a sub-app’s route in the portal URL, and its done action closes its tab', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    await page.goto('/pba/app-center/main/HR/leave/list');
    const hr = await subappFrame(page, 'HR');
    await expect.poll(() => activeTab(page)).toBe('我的假期');
    await hr.getByRole('button', { name: '请假申请' }).click();
    await page.waitForURL('**/pba/app-center/main/HR/leave/apply');
    await expect.poll(() => activeTab(page)).toBe('请假申请');
    expect(await tabTitles(page)).toEqual(['首页', '请假申请']);

    // Back returns the sub-app, and with it the portal URL, to where it was.
    await page.evaluate(() => history.back());
    await page.waitForURL('**/pba/app-center/main/HR/leave/list');
    await expect.poll(() => activeTab(page)).toBe('我的假期');
    await hr.getByRole('button', { name: '请假申请' }).click();
    await page.waitForURL('**/pba/app-center/main/HR/leave/apply');

    // Reloading returns to the same function.
    await page.reload();
    await (await subappFrame(page, 'HR')).locator('#leave_reason').waitFor();
    await (await subappFrame(page, 'HR')).getByRole('button', { name: '完成' }).click();
    await expect.poll(() => tabTitles(page)).toEqual(['首页']);
    await context.close();
  });

  it('submits a ticket from the top bar pop-up and shows it in WOS my tickets', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator('.portal-help-link', { hasText: '提交工单' }).click()]);
    await popup.waitForLoadState();
    await popup.locator('#ticket_title').waitFor();
    await popup.getByRole('button', { name: '提交' }).click();
    await expect.poll(() => popup.locator('.ant-form-item-explain-error').count()).toBeGreaterThan(0);
    expect(await popup.locator('.ant-form-item-explain-error').first().innerText()).toBe('请输入问题标题');

    await popup.locator('#ticket_title').fill('笔记本无法连接打印机');
    await popup.locator('#ticket_category').click();
    await popup.locator('.ant-select-item-option', { hasText: '电脑与外设' }).click();
    await popup.locator('#ticket_description').fill('三楼打印机在列表中找不到，重启后依旧');
    await popup.locator('#ticket_contact').fill('分机 8021');
    await popup.getByRole('button', { name: '提交' }).click();
    await popup.getByText('工单已提交').waitFor();
    await screenshot(popup, 'app-center-ticket-popup-zh-CN');
    await popup.close();

    await page.goto('/pba/app-center/main/WOS/tickets');
    const wos = await subappFrame(page, 'WOS');
    const row = wos.locator('.ant-table-row', { hasText: '笔记本无法连接打印机' });
    await row.waitFor();
    expect(await row.innerText()).toContain('已提交');
    await context.close();
  });

  it('hosts a system built without a framework: REPORTS draws ticket counts with web components', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan', { viewport: { width: 1440, height: 900 } });
    await page.goto('/pba/app-center/main/REPORTS/tickets');
    const reports = await subappFrame(page, 'REPORTS');
    await reports.locator('bar-chart').nth(1).waitFor();
    expect(await reports.locator('bar-chart').first().locator('h3').innerText()).toBe('按问题分类');
    expect(await reports.locator('bar-chart').nth(1).locator('.row').count()).toBe(4);
    await expect.poll(() => activeTab(page)).toBe('工单统计');
    await screenshot(page, 'app-center-reports-zh-CN');
    await context.close();
  });

  it('keeps a system on the portal’s origin out of the portal’s realm: no parent storage, page or session cookie', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan', { viewport: { width: 1440, height: 900 } });
    await page.goto('/pba/app-center/main/HR/leave/apply');
    const hr = await subappFrame(page, 'HR');
    const reach = await hr.evaluate(async (cardPage) => {
      const attempt = async (run: () => unknown) => {
        try {
          return `reached: ${String(await run())}`;
        } catch {
          return 'refused';
        }
      };
      return {
        parentStorage: await attempt(() => window.parent.localStorage.length),
        parentPage: await attempt(() => window.parent.document.title),
        ownStorage: await attempt(() => window.localStorage.length),
        // The user's bank cards with the browser's cookie: CORS and the cookie rules keep the answer away.
        bankCards: await attempt(async () => (await fetch(cardPage, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: '{}' })).status),
      };
    }, `${baseURL}/api${USER_CENTER_PATHS.cardPage}`);
    expect(reach).toEqual({ parentStorage: 'refused', parentPage: 'refused', ownStorage: 'refused', bankCards: 'refused' });
    // The portal itself still has its session.
    expect(await page.evaluate(() => localStorage.length)).toBeGreaterThan(0);
    await context.close();
  });
});
