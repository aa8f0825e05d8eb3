import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { signedIn } from '../support/shell.ts';

const baseURL = inject('portalUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The code of the guides page (an item-list page), loaded only when the page is first opened. */
const GUIDES_CHUNK = '**/pba/assets/ItemListPage-*.js';

describe('loading pages on demand', () => {
  it('shows a progress bar at the top while a page’s code loads', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(GUIDES_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('.portal-nav-menu').getByText('办事指南').click();
    await page.getByTestId('route-progress').waitFor();
    await screenshot(page, 'shell-progress');
    release();
    await page.locator('.portal-item-list').waitFor();
    await page.getByTestId('route-progress').waitFor({ state: 'detached' });
    await context.close();
  });

  it('says clearly when a page’s code cannot be downloaded, and reloads from a button', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    await page.route(GUIDES_CHUNK, (route) => route.abort('connectionreset'));
    await page.locator('.portal-nav-menu').getByText('办事指南').click();
    await page.getByText('页面资源加载失败').waitFor();
    await page.getByText('可能是网络中断或系统刚刚升级，请重新加载页面。').waitFor();
    // The frame keeps working around the failed page.
    expect(await page.getByTestId('current-user').isVisible()).toBe(true);
    await screenshot(page, 'shell-chunk-error-zh-CN');
    await page.unroute(GUIDES_CHUNK);
    await page.getByRole('button', { name: '重新加载' }).click();
    await page.locator('.portal-item-list').waitFor();
    expect(new URL(page.url()).pathname).toBe('/pba/guides');
    await context.close();
  });

  it('keeps the page when a dialog’s code cannot be downloaded, and says why', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    await page.route('**/pba/assets/SettingsDrawer-*.js', (route) => route.abort('connectionreset'));
    await page.getByRole('button', { name: '布局设置', exact: true }).click();
    await page.locator('.ant-message-notice', { hasText: '可能是网络中断或系统刚刚升级，请重新加载页面。' }).waitFor();
    expect(await page.getByTestId('current-user').isVisible()).toBe(true);
    await page.unroute('**/pba/assets/SettingsDrawer-*.js');
    await page.getByRole('button', { name: '布局设置', exact: true }).click();
    await page.locator('.portal-settings').waitFor();
    await context.close();
  });
});
