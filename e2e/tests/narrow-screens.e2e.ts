import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { chooseLanguage, goInApp, signedIn } from '../support/shell.ts';

const baseURL = inject('portalUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const TABLE_PAGES = ['/user-center/message', '/user-center/my-account', '/user-center/draft', '/user-center/apply', '/user-center/todouser', '/user-center/submitted/my-work'];

/** How the shown table fits: the page's own overflow, and whether its last column can be brought into the table's view. */
function fit(page: Page) {
  return page.evaluate(() => {
    const view = [...document.querySelectorAll<HTMLElement>('[data-view-key]')].find((v) => v.offsetParent !== null);
    const table = view?.querySelector<HTMLElement>('.ant-table-wrapper');
    const scroller = table?.querySelector<HTMLElement>('.ant-table-content, .ant-table-body') ?? null;
    const headers = table ? [...table.querySelectorAll<HTMLElement>('thead th')] : [];
    const last = headers.at(-1);
    if (scroller) scroller.scrollLeft = scroller.scrollWidth;
    const box = last?.getBoundingClientRect();
    const card = (table?.closest('.ant-card') ?? table?.parentElement)?.getBoundingClientRect();
    return {
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      lastColumnVisible: Boolean(box && card && box.right <= Math.min(card.right, window.innerWidth) + 1 && box.left >= card.left - 1),
      tableInsideCard: Boolean(table && card && table.getBoundingClientRect().right <= card.right + 1),
    };
  });
}

describe('tables fit their card', () => {
  it.each([
    ['zh-CN', '简体中文'],
    ['en-US', 'English'],
    ['zh-TW', '繁體中文'],
    ['pt-BR', 'Português'],
  ])('at 390 px every personal-centre table scrolls inside its card with its last column reachable (%s)', async (language, label) => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan', { viewport: { width: 390, height: 844 }, target: '/pba/user-center/index' });
    if (language !== 'zh-CN') await chooseLanguage(page, label, language);
    for (const path of TABLE_PAGES) {
      await goInApp(page, path);
      await page.locator('[data-view-key] .ant-table-wrapper:visible').first().waitFor();
      await page.waitForTimeout(300);
      const result = await fit(page);
      expect({ path, ...result }).toEqual({ path, pageOverflow: 0, lastColumnVisible: true, tableInsideCard: true });
    }
    await screenshot(page, `user-center-table-${language}-390`);
    if (language !== 'zh-CN') await chooseLanguage(page, '简体中文', 'zh-CN');
    await context.close();
  });

  it('at 1440 px the messages table shows its status column whole', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan', { viewport: { width: 1440, height: 900 }, target: '/pba/user-center/message' });
    await page.locator('.ant-table-wrapper').first().waitFor();
    await page.waitForTimeout(300);
    const clipped = await page.evaluate(() => {
      const table = document.querySelector<HTMLElement>('.ant-table-wrapper');
      const card = table?.closest('.ant-card')?.getBoundingClientRect() ?? table?.parentElement?.getBoundingClientRect();
      const header = [...(table?.querySelectorAll<HTMLElement>('thead th') ?? [])].find((th) => th.innerText.includes('状态'));
      const box = header?.getBoundingClientRect();
      return !box || !card || box.right > card.right + 1 || header!.scrollWidth > header!.clientWidth + 1;
    });
    expect(clipped).toBe(false);
    await screenshot(page, 'user-center-messages-zh-CN-1440');
    await context.close();
  });
});

describe('floating buttons', () => {
  it.each([
    [1440, 900],
    [390, 844],
  ])('keep clear of the home page content at %i px', async (width, height) => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan', { viewport: { width, height } });
    await page.getByTestId('floating-tools').waitFor();
    await page.locator('.home-card').first().waitFor();
    const overlap = await page.evaluate(() => {
      const tools = document.querySelector<HTMLElement>('[data-testid="floating-tools"]')?.getBoundingClientRect();
      const content = [...document.querySelectorAll<HTMLElement>('.home-card, .home-hero')].map((e) => e.getBoundingClientRect().right);
      return tools ? Math.max(...content) - tools.left : Number.POSITIVE_INFINITY;
    });
    expect(overlap).toBeLessThanOrEqual(0);
    await screenshot(page, `home-floating-tools-zh-CN-${width}`);
    await context.close();
  });
});
