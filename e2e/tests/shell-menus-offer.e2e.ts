import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { signedIn } from '../support/shell.ts';

const baseURL = inject('portalUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The entries of the avatar menu. */
async function userMenu(page: Page): Promise<string[]> {
  await page.getByTestId('current-user').click();
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-root > .ant-dropdown-menu-item, .ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-root > .ant-dropdown-menu-submenu');
  await menu.first().waitFor();
  // The tenant list loads with the page; give it the moment a person would take to look.
  await page.waitForTimeout(500);
  const items = await menu.allInnerTexts();
  await page.keyboard.press('Escape');
  return items.map((s) => s.trim());
}

const functionSearch = (page: Page) => page.locator('.portal-search__input');

describe('menus offer only what works', () => {
  it('offers tenant switching and function search to zhangsan (two tenants, app centre)', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    await page.waitForLoadState('networkidle');
    expect(await userMenu(page)).toContain('切换租户');
    expect(await functionSearch(page).count()).toBe(1);
    await context.close();
  });

  it('does not offer tenant switching to lisi (one tenant)', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'lisi');
    await page.waitForLoadState('networkidle');
    expect(await userMenu(page)).not.toContain('切换租户');
    await context.close();
  });

  it('does not offer function search to wangxiao (no app centre)', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'wangxiao');
    await page.getByTestId('current-user').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await functionSearch(page).count()).toBe(0);
    await context.close();
  });
});
