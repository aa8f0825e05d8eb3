import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, login, screenshot } from '../support/browser.ts';
import { activeTab, chooseLanguage, goInApp, lastMessage, signedIn, tabTitles } from '../support/shell.ts';

const baseURL = inject('portalUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const tabLabel = (page: Page, title: string) => page.locator('.portal-tab__label', { hasText: title });
const view = (page: Page, key: string) => page.locator(`[data-view-key="${key}"]`);
const mark = (page: Page, key: string, value: string) =>
  page.evaluate(([k, v]) => {
    const element = document.querySelector<HTMLElement>(`[data-view-key="${k}"]`);
    if (element) element.dataset.mark = v;
  }, [key, value] as const);
const markOf = (page: Page, key: string) =>
  page.evaluate((k) => document.querySelector<HTMLElement>(`[data-view-key="${k}"]`)?.dataset.mark ?? null, key);

/**
 * Where a menu opened at the pointer has settled in view. Like any context menu it closes when
 * the page scrolls, and a click that scrolls to a menu still being placed would close it, so it
 * is clicked where a person sees it.
 */
async function settledBox(page: Page, item: Locator): Promise<{ x: number; y: number }> {
  let last = '';
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const box = await item.boundingBox();
    const height = page.viewportSize()?.height ?? 0;
    const seen = box && box.y >= 0 && box.y + box.height <= height ? JSON.stringify(box) : '';
    if (seen && seen === last && box) return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    last = seen;
    await page.waitForTimeout(100);
  }
  throw new Error('the context menu never settled in view');
}

async function contextMenu(page: Page, title: string, action: string) {
  await tabLabel(page, title).click({ button: 'right' });
  const item = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', { hasText: action }).last();
  await item.waitFor();
  const { x, y } = await settledBox(page, item);
  await page.mouse.click(x, y);
  // As a person would: the next right-click comes once the menu has closed.
  await expect.poll(() => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').count()).toBe(0);
  await page.waitForTimeout(300);
}

describe('working in tabs', () => {
  it('opens a tab per page, updates the tab with the same identity, and keeps the home tab fixed', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    expect(await tabTitles(page)).toEqual(['首页']);
    await expect(page.locator('.portal-tab__close').count()).resolves.toBe(0);

    await page.locator('.portal-nav-menu').getByText('办事指南').click();
    await page.waitForURL('**/pba/guides');
    await goInApp(page, '/app-center/menus?resourceCode=HR');
    await goInApp(page, '/app-center/menus?resourceCode=WOS');
    await goInApp(page, '/app-center/main/HR/overtime/apply');
    await goInApp(page, '/app-center/main/WOS/assets');
    await goInApp(page, '/app-center/main/WOS/assets?key=T-7&billTypeCode=WO');
    // Opened by address, functions take their names from the catalogue; same-named tabs show their key.
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '办事指南', '应用菜单', '加班申请', 'IT资产', 'IT资产 · T-7 · WO']);
    await expect(page.locator('[data-view-key^="/app-center/main/"]').count()).resolves.toBe(3);

    // Switching goes to the tab's stored path, query included.
    await tabLabel(page, '应用菜单').click();
    await page.waitForURL('**/pba/app-center/menus?resourceCode=WOS');
    expect(await activeTab(page)).toBe('应用菜单');
    await screenshot(page, 'shell-tabs-zh-CN');
    await context.close();
  });

  it('closes tabs from the × and the context menu, activating the previous tab, with the SPEC messages', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    for (const path of ['/user-center/todouser', '/user-center/todoread', '/user-center/meeting']) await goInApp(page, path);
    expect(await tabTitles(page)).toEqual(['首页', '我的待办', '我的待阅', '我的会议']);

    await page.locator('.portal-tab.is-active .portal-tab__close').click();
    await page.waitForURL('**/pba/user-center/todoread');
    expect(await tabTitles(page)).toEqual(['首页', '我的待办', '我的待阅']);

    await contextMenu(page, '首页', '关闭左侧');
    expect(await lastMessage(page)).toBe('左侧没有标签');
    await contextMenu(page, '我的待阅', '关闭右侧');
    expect(await lastMessage(page)).toBe('右侧没有标签');
    await contextMenu(page, '我的待阅', '关闭左侧');
    expect(await tabTitles(page)).toEqual(['首页', '我的待阅']);
    await contextMenu(page, '我的待阅', '关闭全部');
    await page.waitForURL('**/pba/home/index');
    expect(await tabTitles(page)).toEqual(['首页']);
    await page.locator('.portal-tabs__more').click();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', { hasText: '关闭全部' }).click();
    expect(await lastMessage(page)).toBe('这是最后一个标签了, 无法被关闭');
    await context.close();
  });

  it('says the same in English', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    await chooseLanguage(page, 'English', 'en-US');
    await page.locator('.portal-tab__label', { hasText: 'Home' }).waitFor();
    await goInApp(page, '/user-center/todouser');
    await contextMenu(page, 'Home', 'Close tabs to the left');
    expect(await lastMessage(page)).toBe('There are no tabs to the left');
    await contextMenu(page, 'My to-dos', 'Close tabs to the right');
    expect(await lastMessage(page)).toBe('There are no tabs to the right');
    await screenshot(page, 'shell-tabs-en-US');
    await context.close();
  });

  it('keeps up to 8 views alive across switches; a 9th drops the least recently used; closing frees a view', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    const pages = ['todouser', 'todoread', 'meeting', 'mail', 'apply', 'done', 'draft'].map((p) => `/user-center/${p}`);
    await goInApp(page, pages[0] ?? '');
    await mark(page, '/user-center/todouser', 'kept');
    await goInApp(page, '/home/index');
    await goInApp(page, '/user-center/todouser');
    expect(await markOf(page, '/user-center/todouser')).toBe('kept');

    for (const path of pages.slice(1)) await goInApp(page, path);
    await expect(page.locator('[data-view-key]').count()).resolves.toBe(8);
    await goInApp(page, '/user-center/my-device'); // 9th: home, shown longest ago, loses its view
    await expect(page.locator('[data-view-key]').count()).resolves.toBe(8);
    await expect(view(page, '/home/index').count()).resolves.toBe(0);
    expect(await markOf(page, '/user-center/todouser')).toBe('kept');

    await tabLabel(page, '我的待办').click();
    await page.waitForURL('**/pba/user-center/todouser');
    await page.locator('.portal-tab.is-active .portal-tab__close').click();
    await expect(view(page, '/user-center/todouser').count()).resolves.toBe(0);
    await goInApp(page, '/user-center/todouser');
    expect(await markOf(page, '/user-center/todouser')).toBeNull();
    await context.close();
  });

  it('restores the open tabs after a reload, per user', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    await goInApp(page, '/user-center/todouser');
    await goInApp(page, '/app-center/menus?resourceCode=HR');
    await goInApp(page, '/user-center/done');
    await page.reload();
    await page.getByTestId('current-user').waitFor();
    expect(await tabTitles(page)).toEqual(['首页', '我的待办', '应用菜单', '我的已办']);
    expect(await activeTab(page)).toBe('我的已办');
    await tabLabel(page, '应用菜单').click();
    await page.waitForURL('**/pba/app-center/menus?resourceCode=HR');

    // Another user in the same browser starts with their own tabs.
    await page.evaluate(() => ['Access-Token', 'TOKEN_KEY'].forEach((key) => localStorage.removeItem(key)));
    await login(page, 'lisi');
    expect(await tabTitles(page)).toEqual(['首页']);
    await context.close();
  });
});
