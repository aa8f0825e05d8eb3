import type { Browser } from 'playwright-core';
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

/** The frame as employees see it, in both navigation themes, two languages and two screen sizes. */
describe('the frame, looked at', () => {
  it.each([
    ['zh-CN', '简体中文', 'dark'],
    ['zh-CN', '简体中文', 'light'],
    ['en-US', 'English', 'dark'],
    ['en-US', 'English', 'light'],
  ])('%s with %s labels, %s navigation, at 1440×900 and 390×844', async (language, label, theme) => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    await page.evaluate((t) => localStorage.setItem('nav_theme', t), theme);
    await chooseLanguage(page, label, language);
    await page.reload();
    await page.getByTestId('current-user').waitFor();
    await goInApp(page, '/user-center/todouser');
    await goInApp(page, '/guides');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    await page.mouse.move(900, 600);
    await page.waitForTimeout(400);
    await screenshot(page, `shell-frame-${theme}-${language}-1440`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    await screenshot(page, `shell-frame-${theme}-${language}-390`);
    await context.close();
  });
});
