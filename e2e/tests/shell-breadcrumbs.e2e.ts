import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { activeTab, chooseLanguage, goInApp, signedIn } from '../support/shell.ts';

const baseURL = inject('portalUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const trail = (page: Page) => page.locator('[data-testid="breadcrumb"] .ant-breadcrumb-link').allTextContents();

/** Whether the active tab is wholly inside the tab bar's visible part. */
const inView = (page: Page) =>
  page.evaluate(() => {
    const tab = document.querySelector('.portal-tab.is-active')?.getBoundingClientRect();
    const list = document.querySelector('.portal-tabs__list')?.getBoundingClientRect();
    return Boolean(tab && list && tab.left >= list.left - 1 && tab.right <= list.right + 1);
  });

/** Opens a function from the app centre's menus page, as a person would. */
async function openFromMenus(page: Page, app: string, functionName: string) {
  await goInApp(page, `/app-center/menus?resourceCode=${app}`);
  await page.locator('.ac-card__open', { hasText: functionName }).click();
  await page.waitForURL('**/app-center/main/**');
}

const LANGUAGES = [
  // label, lang, personal centre, basic settings, app centre, HR app, overtime function, product
  ['简体中文', 'zh-CN', '个人中心', '基本设置', '应用中心', '人力资源', '加班申请', '协同办公平台'],
  ['English', 'en-US', 'Personal center', 'Basic settings', 'App Center', 'Human Resources', 'Overtime Request', 'Collaborative Office Platform'],
  ['繁體中文', 'zh-TW', '個人中心', '基本設定', '應用中心', '人力資源', '加班申請', '協同辦公平台'],
  ['Português', 'pt-BR', 'Central pessoal', 'Configurações básicas', 'Central de apps', 'Recursos Humanos', 'Pedido de Hora Extra', 'Plataforma de Escritório Colaborativo'],
] as const;

describe('breadcrumbs and function titles', () => {
  it('shows where a page sits, none on the home page, and follows a language change with the function tab and the browser tab', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan', { viewport: { width: 1440, height: 900 } });
    await page.locator('.portal-tab.is-active').waitFor();
    expect(await page.getByTestId('breadcrumb').count()).toBe(0);

    await goInApp(page, '/user-center/basicsettings');
    await expect.poll(() => trail(page), { timeout: 10_000 }).toEqual(['个人中心', '基本设置']);
    // The ancestor is a link to its page.
    expect(await page.getByTestId('breadcrumb').getByRole('link', { name: '个人中心' }).getAttribute('href')).toBe('/pba/user-center');

    // A function opened from the app centre: its app between the two, names from the catalogue.
    await openFromMenus(page, 'HR', '加班申请');
    await expect.poll(() => trail(page), { timeout: 15_000 }).toEqual(['应用中心', '人力资源', '加班申请']);
    expect(await activeTab(page)).toBe('加班申请');
    expect(await page.getByTestId('breadcrumb').getByRole('link', { name: '人力资源' }).getAttribute('href')).toBe('/pba/app-center/menus?resourceCode=HR');

    for (const [label, lang, centre, settings, appCentre, app, fn, product] of LANGUAGES.slice(1).concat(LANGUAGES.slice(0, 1))) {
      await chooseLanguage(page, label, lang);
      // Without a reload: the function tab, its trail and the browser tab take the catalogue's name in the new language.
      await expect.poll(() => activeTab(page), { timeout: 15_000 }).toBe(fn);
      await expect.poll(() => trail(page), { timeout: 10_000 }).toEqual([appCentre, app, fn]);
      await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(`${fn} - ${product}`);
      await screenshot(page, `breadcrumb-function-${lang}-1440`);
      await page.locator('.portal-tab', { hasText: settings }).click();
      await expect.poll(() => trail(page), { timeout: 10_000 }).toEqual([centre, settings]);
      await screenshot(page, `breadcrumb-user-center-${lang}-1440`);
      await page.locator('.portal-tab', { hasText: fn }).click();
    }
    await context.close();
  });

  it('leaves the breadcrumbs out at phone width', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan', { target: '/pba/user-center/basicsettings', viewport: { width: 390, height: 844 } });
    await page.locator('.portal-tab.is-active').waitFor();
    await page.getByTestId('breadcrumb').waitFor({ state: 'attached' });
    expect(await page.getByTestId('breadcrumb').isVisible()).toBe(false);
    await screenshot(page, 'breadcrumb-user-center-zh-CN-390');
    await openFromMenus(page, 'HR', '加班申请');
    for (const [label, lang, , , , , fn] of LANGUAGES.slice(1)) {
      await chooseLanguage(page, label, lang);
      await expect.poll(() => activeTab(page), { timeout: 15_000 }).toBe(fn);
      expect(await page.getByTestId('breadcrumb').isVisible()).toBe(false);
      // The renamed tab (wider in some languages) stays in view.
      await expect.poll(() => inView(page), { timeout: 10_000 }).toBe(true);
      await screenshot(page, `breadcrumb-function-${lang}-390`);
    }
    await context.close();
  });
});
