import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { freePort, startPortal, type PortalServer } from '../support/portal-server.ts';
import { startSecondOrigin, type SecondOrigin } from '../support/second-origin.ts';
import { activeTab, chooseLanguage, closeSettings, goInApp, openSettings, signedIn, tabTitles } from '../support/shell.ts';

/**
 * A company's own systems, not on the portal's stack and on another origin, plugged in through a
 * partial SUBAPPS_CONFIG (docs/integrate.md).
 */
let browser: Browser;
let portal: PortalServer;
let second: SecondOrigin;
let configDir: string;

beforeAll(async () => {
  const port = await freePort();
  const portalUrl = `http://127.0.0.1:${port}`;
  second = await startSecondOrigin(portalUrl);
  configDir = mkdtempSync(path.join(tmpdir(), 'portal-subapps-'));
  const config = path.join(configDir, 'subapps.json');
  writeFileSync(
    config,
    JSON.stringify({
      HR: { entry: '/subapps/hr/' },
      WOS: { entry: '/subapps/wos/' },
      CRM: { entry: `${second.url}/vue-crm/` },
      CLM: { entry: `${second.url}/plain/` },
      LEASE: { entry: `${second.url}/no-kit/`, title: { 'zh-CN': '旧租赁系统', 'en-US': 'Legacy leasing' } },
      EXPENSE: { entry: `${second.url}/throws/` },
      INVOICE: { entry: `${second.url}/silent/` },
      SALES: { entry: `${second.url}/missing/` },
      TAXMG: { entry: `${second.closedUrl}/app/`, title: { 'zh-CN': '税务管理' } },
    }),
  );
  portal = await startPortal({ port, env: { SUBAPPS_CONFIG: config } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await second?.stop();
  if (configDir) rmSync(configDir, { recursive: true, force: true });
});

const open = (options: { locale?: string } = {}) => signedIn(browser, portal.url, 'zhangsan', { viewport: { width: 1440, height: 900 }, ...options });

/** The host of a system in the active tab, in the state given. */
const host = (page: Page, name: string, state = 'ready') => page.locator(`.portal-subapp[data-subapp="${name}"][data-state="${state}"]:visible`);

/** The document of the system shown in the active tab, once shown. */
async function systemFrame(page: Page, name: string): Promise<Frame> {
  const shown = host(page, name);
  await shown.waitFor({ timeout: 30_000 });
  const frame = await (await shown.locator('iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error(`no frame for ${name}`);
  return frame;
}

describe('systems from another origin and another stack', () => {
  it('opens a Vue system from another origin: props, route sync, deep-link reload, title and close', async () => {
    const { context, page } = await open();
    await page.goto('/pba/app-center/main/CRM/orders');
    const crm = await systemFrame(page, 'CRM');
    expect(await host(page, 'CRM').locator('iframe').getAttribute('sandbox')).toContain('allow-same-origin');
    await expect.poll(() => crm.getByTestId('user').innerText()).toContain('zhangsan');
    await expect.poll(() => activeTab(page)).toBe('订单');

    await crm.getByRole('link', { name: '订单 7' }).click();
    await page.waitForURL('**/pba/app-center/main/CRM/orders/7');
    await expect.poll(() => activeTab(page)).toBe('订单 7');
    await screenshot(page, 'app-center-cross-origin-vue-zh-CN');

    // A reload of the portal's address lands on the system's own /orders/7.
    await page.reload();
    const again = await systemFrame(page, 'CRM');
    await again.locator('#notes').waitFor();
    expect(new URL(again.url()).pathname).toBe('/vue-crm/orders/7');
    await expect.poll(() => activeTab(page)).toBe('订单 7');

    await again.getByRole('button', { name: '完成' }).click();
    await expect.poll(() => tabTitles(page)).toEqual(['首页']);
    await context.close();
  });

  it('follows language and primary colour live, and keeps typed text across tab switches', async () => {
    const { context, page } = await open();
    await page.goto('/pba/app-center/main/CRM/orders/7');
    const crm = await systemFrame(page, 'CRM');
    await crm.locator('#notes').fill('客户希望周五前发货');
    await goInApp(page, '/app-center/main/CLM/today');
    const plain = await systemFrame(page, 'CLM');
    await expect.poll(() => plain.locator('#heading').innerText()).toBe('访客');

    await openSettings(page);
    await page.locator('.portal-settings [data-setting="color:purple"]').click();
    await closeSettings(page);
    await expect.poll(() => plain.locator('h1').evaluate((e) => getComputedStyle(e).color)).toBe('rgb(114, 46, 209)');
    await chooseLanguage(page, 'English', 'en-US');
    await expect.poll(() => plain.locator('#heading').innerText()).toBe('Visitors');
    await expect.poll(() => activeTab(page)).toBe('Visitors');

    // The hidden CRM followed too, and kept what was typed.
    await page.locator('.portal-tab__label', { hasText: 'Order 7' }).click();
    await page.waitForURL('**/app-center/main/CRM/orders/7');
    const shown = await systemFrame(page, 'CRM');
    expect(await shown.locator('#notes').inputValue()).toBe('客户希望周五前发货');
    await expect.poll(() => shown.locator('h1').innerText()).toBe('Order 7');
    expect(await shown.locator('h1').evaluate((e) => getComputedStyle(e).color)).toBe('rgb(114, 46, 209)');
    await context.close();
  });

  it('a plain HTML page importing /pba/subapp-kit.js: props, routes and close', async () => {
    const { context, page } = await open();
    await page.goto('/pba/app-center/main/CLM/today');
    const plain = await systemFrame(page, 'CLM');
    await expect.poll(() => plain.locator('#who').innerText()).toBe('zhangsan');
    await expect.poll(() => plain.locator('#page').innerText()).toBe('/today');
    await plain.getByRole('link', { name: 'This week' }).click();
    await page.waitForURL('**/pba/app-center/main/CLM/week');
    await plain.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => tabTitles(page)).toEqual(['首页']);
    await context.close();
  });

  it('a system without the kit opens and works; names left out of the file say "not deployed"', async () => {
    const { context, page } = await open();
    await page.goto('/pba/app-center/main/LEASE/');
    const legacy = await systemFrame(page, 'LEASE');
    await legacy.locator('#legacy').fill('works');
    // A system that cannot name its tab, opened by address, is named by the registry's title.
    await expect.poll(() => activeTab(page)).toBe('旧租赁系统');
    await page.waitForTimeout(1500);
    expect(await page.locator('.portal-subapp__error').count()).toBe(0);
    await page.goto('/pba/app-center/main/PMS/projects');
    await page.getByTestId('subapp-not-deployed').waitFor();
    await context.close();
  });

  /** Opens `name` and answers the text of its tab's error pane. */
  const failure = async (page: Page, name: string) => {
    // A frame that never finishes loading may hold the page's load event (when it is added before): not waited for.
    await page.goto(`/pba/app-center/main/${name}/`, { waitUntil: 'domcontentloaded' });
    const pane = host(page, name, 'error').locator('.portal-subapp__error');
    await pane.waitFor({ timeout: 20_000 });
    return pane.innerText();
  };

  it('says what went wrong: the entry’s HTTP status, a host that does not answer', async () => {
    const { context, page } = await open();
    expect(await failure(page, 'SALES')).toContain('入口返回 HTTP 404');
    const unreachable = await failure(page, 'TAXMG');
    expect(unreachable).toContain(`无法访问 ${new URL(second.closedUrl).host}`);
    expect(unreachable).toContain('税务管理'); // the registry's title, not the bare name
    await context.close();
  });

  it('says what went wrong: a script error at start, a page that never connects', async () => {
    const { context, page } = await open();
    await page.addInitScript(() => Object.assign(window, { portalSubappTimeoutMs: 3000 }));
    expect(await failure(page, 'EXPENSE')).toContain('SyntaxError');
    expect(await failure(page, 'INVOICE')).toContain('3 秒内没有完成加载或连接');
    await screenshot(page, 'app-center-never-connected-zh-CN');
    await context.close();
  });

  it('never drops unsaved input silently: asks before closing the oldest view when all have some', async () => {
    const { context, page } = await open();
    await goInApp(page, '/home/index');
    for (let id = 1; id <= 8; id += 1) {
      await goInApp(page, `/app-center/main/CRM/orders/${id}`);
      await (await systemFrame(page, 'CRM')).locator('#notes').fill(`备注 ${id}`);
    }
    // Home (no unsaved input) was the one dropped for the 8th: the pinned home tab reloads at once and never reads as closed.
    await expect.poll(() => page.locator('.portal-tab.is-evicted .portal-tab__label').allTextContents()).toEqual([]);

    await goInApp(page, '/app-center/main/CRM/orders/9');
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('“订单 1”最久未使用');
    await screenshot(page, 'app-center-evict-dirty-zh-CN');
    await confirm.getByRole('button', { name: '关闭它' }).click();
    await expect.poll(() => page.locator('.portal-tab.is-evicted .portal-tab__label').allTextContents()).toEqual(['订单 1']);

    // Views kept keep their text; the evicted one starts anew.
    await page.locator('.portal-tab__label', { hasText: '订单 2' }).click();
    expect(await (await systemFrame(page, 'CRM')).locator('#notes').inputValue()).toBe('备注 2');
    await page.locator('.portal-tab__label', { hasText: '订单 1' }).click();
    expect(await (await systemFrame(page, 'CRM')).locator('#notes').inputValue()).toBe('');
    await context.close();
  });
});
