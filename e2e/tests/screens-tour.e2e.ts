import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ARTIFACTS, launchBrowser, newContext } from '../support/browser.ts';
import { LANGUAGE_CHOICES, chooseLanguage, goInApp, signedIn } from '../support/shell.ts';

/**
 * Every screen in every language, at 1440 and 390 px, in light and whole-page dark: screenshots
 * under e2e/artifacts/tour/ for people to look at. Long (about two minutes per language and
 * theme), so it runs only when asked: `SCREENS_TOUR=1` (all), or e.g. `SCREENS_TOUR=pt-BR:realDark`.
 * It fails when a screen at 390 px is wider than the screen (the page scrolls sideways).
 */
const baseURL = inject('portalUrl');
const TOUR = process.env.SCREENS_TOUR ?? '';
const DIR = path.join(ARTIFACTS, 'tour');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(DIR, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const THEMES = ['dark', 'realDark'] as const;

/** In-app pages, by their address under /pba. */
const PAGES = [
  ['home', '/home/index'],
  ['news-list', '/home/list'],
  ['guides', '/guides'],
  ['guide-hr', '/home/hrguide'],
  ['canteen', '/home/food-menu'],
  ['app-center', '/app-center/menus?resourceCode=HR'],
  ['function-tab', '/app-center/main/HR/leave/apply'],
  ['address-list', '/address-list'],
  ...[
    'index',
    'todouser',
    'todoread',
    'meeting',
    'mail',
    'apply',
    'done',
    'draft',
    'submitted/my-work',
    'work-report-approval',
    'my-device',
    'my-account',
    'message',
    'basicsettings',
    'securitysettings',
    'messagesettings',
    'custom',
  ].map((p) => [`uc-${p.replace('/', '-')}`, `/user-center/${p}`] as const),
] as const;

const wanted = (language: string, theme: string) =>
  TOUR === '1' || TOUR.split(',').some((w) => w === language || w === theme || w === `${language}:${theme}`);

/** Waits until nothing in the shown view is still loading. */
async function settled(page: Page) {
  await page
    .waitForFunction(() => !document.querySelector('.portal-view:not([hidden]) .ant-spin-spinning, .portal-view:not([hidden]) .ant-skeleton, .ant-spin-spinning'), null, { timeout: 8000 })
    .catch(() => undefined);
  await page.waitForTimeout(350);
}

/** Screenshots at 1440 and at 390 px; answers whether the narrow page scrolls sideways. */
async function shoot(page: Page, name: string, prepare?: () => Promise<void>): Promise<string | null> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await prepare?.();
  await settled(page);
  await page.screenshot({ path: path.join(DIR, `${name}-1440.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await prepare?.();
  await settled(page);
  await page.screenshot({ path: path.join(DIR, `${name}-390.png`) });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  await page.mouse.move(5, 880);
  await page.keyboard.press('Escape');
  await page.locator('.ant-drawer-mask').first().waitFor({ state: 'hidden', timeout: 2000 }).catch(() => undefined);
  await page.setViewportSize({ width: 1440, height: 900 });
  return wide ? name : null;
}

describe.runIf(TOUR !== '')('every screen, looked at', () => {
  for (const [language, label] of LANGUAGE_CHOICES) {
    for (const theme of THEMES) {
      it.runIf(wanted(language, theme))(`${language}, ${theme}`, { timeout: 600_000 }, async () => {
        const tag = `${theme}-${language}`;
        const wide: (string | null)[] = [];

        const login = await newContext(browser, baseURL, { locale: language });
        const loginPage = await login.newPage();
        await loginPage.addInitScript(([t]) => localStorage.setItem('nav_theme', t ?? ''), [theme]);
        await loginPage.goto('/pba/');
        await loginPage.waitForURL(/\/idaas\/login/);
        wide.push(await shoot(loginPage, `login-${tag}`));
        await login.close();

        const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
        if (language !== 'zh-CN') await chooseLanguage(page, label, language);
        await page.evaluate((t) => localStorage.setItem('nav_theme', t), theme);
        await page.reload();
        await page.getByTestId('current-user').waitFor();

        for (const [name, address] of PAGES) {
          await goInApp(page, address);
          wide.push(await shoot(page, `${name}-${tag}`));
        }
        // A news item opens in a window of its own.
        await goInApp(page, '/home/list');
        const [detail] = await Promise.all([context.waitForEvent('page'), page.locator('.news-row').first().click()]);
        await detail.locator('.portal-content, .ant-result, h1').first().waitFor();
        wide.push(await shoot(detail, `news-detail-${tag}`));
        await detail.close();

        await goInApp(page, '/home/index');
        wide.push(
          await shoot(page, `settings-${tag}`, async () => {
            if (!(await page.locator('.portal-settings').isVisible())) await page.locator('.portal-settings-button').click();
            await page.locator('.portal-settings').waitFor();
            await page.waitForTimeout(350);
          }),
        );
        wide.push(
          await shoot(page, `bell-${tag}`, async () => {
            await page.locator('.portal-bell').hover();
            await page.getByTestId('bell-preview').waitFor();
          }),
        );
        wide.push(
          await shoot(page, `search-${tag}`, async () => {
            const input = page.locator('.portal-search__input');
            if (!(await input.isVisible())) return;
            await input.fill('请假');
            await input.press('Enter');
            await page.waitForTimeout(500);
            await input.click();
          }),
        );

        for (const [name, address] of [
          ['403', '/pba/403'],
          ['404', '/pba/no-such-page'],
        ] as const) {
          await page.goto(address);
          await page.getByText(/./).first().waitFor();
          wide.push(await shoot(page, `${name}-${tag}`));
        }
        await context.close();
        expect(wide.filter(Boolean)).toEqual([]);
      });
    }
  }
});
