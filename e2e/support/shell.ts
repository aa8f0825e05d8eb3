import type { Browser, BrowserContext, Page } from 'playwright-core';
import { login, newContext } from './browser.ts';

/** A signed-in page in a context of its own (language and viewport as given). */
export async function signedIn(
  browser: Browser,
  baseURL: string,
  username: string,
  options: { locale?: string; viewport?: { width: number; height: number }; target?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, baseURL, options);
  const page = await context.newPage();
  await login(page, username, undefined, options.target);
  return { context, page };
}

/** A tab's identity as the shell computes it: the path plus the `key` and `billTypeCode` query values. */
export function identityOf(path: string): string {
  const [pathname = '/', query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  const parts = ['key', 'billTypeCode'].flatMap((name) => (params.get(name) ? [`${name}=${params.get(name)}`] : []));
  return parts.length > 0 ? `${pathname}?${parts.join('&')}` : pathname;
}

/**
 * Moves inside the portal without reloading (as a link would: the router follows history
 * changes), and waits until the page's tab is active and its view shown.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', `/pba${target}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((key) => {
    const active = document.querySelector('.portal-tab.is-active');
    const shown = [...document.querySelectorAll<HTMLElement>('[data-view-key]')].find((v) => v.dataset.viewKey === key && v.offsetParent !== null);
    return (!active || active.getAttribute('data-tab-key') === key) && shown !== undefined && shown.childElementCount > 0;
  }, identityOf(path));
}

/** The titles of the open tabs, in order. */
export function tabTitles(page: Page): Promise<string[]> {
  return page.locator('.portal-tab__label').allTextContents();
}

/** The title of the active tab. */
export function activeTab(page: Page): Promise<string> {
  return page.locator('.portal-tab.is-active .portal-tab__label').innerText();
}

/** The antd message shown last (warnings, confirmations). */
export async function lastMessage(page: Page): Promise<string> {
  const notice = page.locator('.ant-message-notice').last();
  await notice.waitFor();
  return notice.innerText();
}

/** Opens the layout settings drawer. */
export async function openSettings(page: Page, label = '布局设置'): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.locator('.portal-settings').waitFor();
}

export async function closeSettings(page: Page): Promise<void> {
  await page.locator('.portal-settings .ant-drawer-close').click();
  await page.locator('.portal-settings').waitFor({ state: 'hidden' });
}

/** Calls the portal API with the page's session, as the shell does. */
export async function api<T = unknown>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('Access-Token') ?? ''}`,
          tenantId: localStorage.getItem('tenantId') ?? '',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as T;
    },
    { method, path, body },
  );
}

/** Makes the page tall enough to scroll, like a long list would. */
export async function makeContentTall(page: Page, height = 3000): Promise<void> {
  await page.evaluate((h) => {
    const content = document.querySelector<HTMLElement>('[data-testid="portal-content"]');
    if (content) content.style.minHeight = `${h}px`;
  }, height);
}

/** The four languages, each with its name in the top bar's language menu. */
export const LANGUAGE_CHOICES = [
  ['zh-CN', '简体中文'],
  ['en-US', 'English'],
  ['zh-TW', '繁體中文'],
  ['pt-BR', 'Português'],
] as const;

/** Switches the page language from the top bar's language menu and waits for the page to follow. */
export async function chooseLanguage(page: Page, label: string, lang: string): Promise<void> {
  await page.getByTestId('language-menu').click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', { hasText: label }).click();
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}
