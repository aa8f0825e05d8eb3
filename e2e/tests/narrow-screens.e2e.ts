import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { LANGUAGE_CHOICES, chooseLanguage, goInApp, signedIn } from '../support/shell.ts';

const baseURL = inject('portalUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LIST_PAGES = ['/user-center/message', '/user-center/my-account', '/user-center/draft', '/user-center/apply', '/user-center/todouser', '/user-center/submitted/my-work'];

/** How the shown list fits a phone: the page's own overflow, and its rows (cards, not a table). */
function fit(page: Page) {
  return page.evaluate(() => {
    const view = [...document.querySelectorAll<HTMLElement>('[data-view-key]')].find((v) => v.offsetParent !== null);
    const cards = [...(view?.querySelectorAll<HTMLElement>('[data-testid="list-card"]') ?? [])];
    return {
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      table: Boolean(view?.querySelector('.ant-table-wrapper')),
      cards: cards.length > 0,
      cardsInside: cards.every((c) => c.getBoundingClientRect().left >= 0 && c.getBoundingClientRect().right <= window.innerWidth && c.scrollWidth <= c.clientWidth + 1),
    };
  });
}

const shownView = (page: Page) => page.locator('[data-view-key]:visible');

describe('lists on a phone', () => {
  it.each(LANGUAGE_CHOICES)('at 390 px every personal-centre list shows its rows as cards that fit the screen (%s)', async (language, label) => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan', { viewport: { width: 390, height: 844 }, target: '/pba/user-center/index' });
    if (language !== 'zh-CN') await chooseLanguage(page, label, language);
    for (const path of LIST_PAGES) {
      await goInApp(page, path);
      await shownView(page).getByTestId('list-card').first().waitFor();
      await page.waitForTimeout(300);
      const result = await fit(page);
      expect({ path, ...result }).toEqual({ path, pageOverflow: 0, table: false, cards: true, cardsInside: true });
      await screenshot(page, `user-center-cards-${path.split('/')[2]}-${language}-390`);
    }
    if (language !== 'zh-CN') await chooseLanguage(page, '简体中文', 'zh-CN');
    await context.close();
  });

  it('at 390 px a card’s actions can be used: 银行卡 opens its detail, 我的草稿 selects a draft for 删除所选', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan', { viewport: { width: 390, height: 844 }, target: '/pba/user-center/my-account' });
    const card = shownView(page).getByTestId('list-card').first();
    await card.waitFor();
    await card.getByRole('button', { name: /查\s*看/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('银行卡详情').waitFor();
    expect(await dialog.locator('.ant-descriptions-item-content').count()).toBeGreaterThan(3);
    await dialog.getByRole('button', { name: /close|关闭/i }).click();

    await goInApp(page, '/user-center/draft');
    const draft = shownView(page).getByTestId('list-card').first();
    await draft.waitFor();
    const remove = shownView(page).getByRole('button', { name: '删除所选' });
    expect(await remove.isDisabled()).toBe(true);
    await draft.getByRole('checkbox').check();
    expect(await remove.isDisabled()).toBe(false);
    await shownView(page).getByText('已选 1 项').waitFor();
    await screenshot(page, 'user-center-draft-selected-zh-CN-390');
    await context.close();
  });

});

describe('actions and statuses on a phone', () => {
  it.each(LANGUAGE_CHOICES)('at 390 px accounts, report review, messages and sessions show each row\'s status and actions without scrolling inside a card (%s)', async (language, label) => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan', { viewport: { width: 390, height: 844 }, target: '/pba/user-center/index' });
    if (language !== 'zh-CN') await chooseLanguage(page, label, language);
    for (const path of ['/user-center/my-account', '/user-center/work-report-approval', '/user-center/message', '/user-center/securitysettings']) {
      await goInApp(page, path);
      await shownView(page).getByTestId('list-card').first().waitFor();
      await page.waitForTimeout(300);
      const look = await page.evaluate(() => {
        const view = [...document.querySelectorAll<HTMLElement>('[data-view-key]')].find((v) => v.offsetParent !== null)!;
        const inside = (part: Element | null, box: DOMRect) => !part || (part.getBoundingClientRect().left >= box.left - 1 && part.getBoundingClientRect().right <= box.right + 1);
        const cards = [...view.querySelectorAll<HTMLElement>('[data-testid="list-card"]')];
        return {
          sideways: [...view.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body, [data-testid="list-card"]')].filter((e) => e.scrollWidth > e.clientWidth + 1).length,
          partsOutside: cards.filter((card) => {
            const box = card.getBoundingClientRect();
            return box.right > window.innerWidth + 1 || !inside(card.querySelector('.portal-paged-card__status'), box) || !inside(card.querySelector('.portal-paged-card__actions'), box);
          }).length,
        };
      });
      expect({ path, ...look }).toEqual({ path, sideways: 0, partsOutside: 0 });
      await screenshot(page, `user-center-phone-${path.split('/')[2]}-${language}-390`);
    }
    await context.close();
  });
});

describe('tables fit their card', () => {
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
