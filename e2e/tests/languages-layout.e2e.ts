import type { Browser } from 'playwright-core';
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

describe('layout in every language', () => {
  it.each(LANGUAGE_CHOICES)('keeps canteen meal names apart from the dishes and the brand whole (%s, 1440 and 390 px)', async (language, label) => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan', { viewport: { width: 1440, height: 900 } });
    if (language !== 'zh-CN') await chooseLanguage(page, label, language);
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.locator('.home-canteen__meal dd').first().waitFor();
      await page.waitForTimeout(300);
      const layout = await page.evaluate(() => {
        const meals = [...document.querySelectorAll<HTMLElement>('.home-canteen__meal')].map((meal) => {
          const name = meal.querySelector('dt');
          const dt = name?.getBoundingClientRect();
          const dd = meal.querySelector('dd')?.getBoundingClientRect();
          // The meal name fits its own box, and that box ends before the dishes begin.
          return Boolean(name && dt && dd && name.scrollWidth <= name.clientWidth + 1 && dt.right <= dd.left);
        });
        const brand = document.querySelector<HTMLElement>('.portal-logo__name');
        return {
          mealsApart: meals.length > 0 && meals.every(Boolean),
          brandWhole: !brand || (brand.scrollHeight <= brand.clientHeight + 1 && brand.scrollWidth <= brand.clientWidth + 1),
        };
      });
      expect(layout).toEqual({ mealsApart: true, brandWhole: true });
      await page.locator('.home-canteen').scrollIntoViewIfNeeded();
      await screenshot(page, `home-canteen-${language}-${width}`);
    }
    if (language !== 'zh-CN') await chooseLanguage(page, '简体中文', 'zh-CN');
    await context.close();
  });

  it('fits a phone in every language: app centre cards, card titles, the apps switch; the bell preview fits the screen', { timeout: 120_000 }, async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan', { viewport: { width: 390, height: 844 } });
    const inside = (selector: string) =>
      page.locator(selector).first().evaluate((e) => {
        const box = e.getBoundingClientRect();
        const card = e.closest('.home-card, .ant-card')?.getBoundingClientRect() ?? { left: 0, right: window.innerWidth };
        return box.left >= Math.max(0, card.left) - 1 && box.right <= Math.min(window.innerWidth, card.right) + 1;
      });
    // The preview under the bell spans the screen instead of running off its left edge.
    await page.locator('.portal-bell').hover();
    await page.getByTestId('bell-preview').waitFor();
    await page.waitForTimeout(400);
    expect(await inside('.portal-bell-popover .ant-popover-container')).toBe(true);
    await page.mouse.move(200, 800);

    for (const [language, label] of LANGUAGE_CHOICES) {
      if (language !== 'zh-CN') await chooseLanguage(page, label, language);
      await goInApp(page, '/home/index');
      await page.locator('.home-apps .ant-segmented').waitFor();
      expect([language, 'apps switch', await inside('.home-apps .ant-segmented')]).toEqual([language, 'apps switch', true]);


      await goInApp(page, '/app-center/menus?resourceCode=HR');
      await page.locator('.ac-card').first().waitFor();
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect([language, 'app centre overflow', wide]).toEqual([language, 'app centre overflow', 0]);

      await goInApp(page, '/home/food-menu');
      const title = page.locator('.home-page-card .ant-card-head-title').first();
      await title.waitFor();
      await page.locator('.home-page-card .ant-card-extra').first().waitFor();
      const cut = await title.evaluate((e) => e.scrollWidth > e.clientWidth + 1);
      expect([language, 'canteen title cut', cut]).toEqual([language, 'canteen title cut', false]);
    }
    await context.close();
  });

  it('shows personal-centre menu labels whole and status tags on one line in every language at 1440 px', { timeout: 120_000 }, async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan', { viewport: { width: 1440, height: 900 } });
    for (const [language, label] of LANGUAGE_CHOICES) {
      if (language !== 'zh-CN') await chooseLanguage(page, label, language);
      await goInApp(page, '/user-center/my-device');
      await page.locator('.ant-table-row .ant-badge-status').first().waitFor();
      const look = await page.evaluate(() => ({
        cutLabels: [...document.querySelectorAll<HTMLElement>('.uc-frame__nav .ant-menu-item .ant-menu-title-content')]
          .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > e.closest('.uc-frame__nav')!.getBoundingClientRect().right + 1)
          .map((e) => e.textContent),
        // A dot and its word on one line: the status is no taller than one line of text.
        wrappedStatuses: [...document.querySelectorAll<HTMLElement>('.ant-table-row .ant-badge-status')]
          .filter((e) => e.getBoundingClientRect().height > 30)
          .map((e) => e.textContent),
      }));
      expect([language, look]).toEqual([language, { cutLabels: [], wrappedStatuses: [] }]);
      await screenshot(page, `user-center-devices-${language}-1440`);
    }
    await context.close();
  });
});
