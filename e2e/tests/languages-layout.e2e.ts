import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { chooseLanguage, signedIn } from '../support/shell.ts';

const baseURL = inject('portalUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('layout in every language', () => {
  it.each([
    ['zh-CN', '简体中文'],
    ['en-US', 'English'],
    ['zh-TW', '繁體中文'],
    ['pt-BR', 'Português'],
  ])('keeps canteen meal names apart from the dishes and the brand whole (%s, 1440 and 390 px)', async (language, label) => {
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
});
