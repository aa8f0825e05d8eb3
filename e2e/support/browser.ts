import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { REPO_ROOT } from './portal-server.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = path.join(REPO_ROOT, 'e2e/artifacts');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export const DEMO_PASSWORD = 'Portal@2026';

export async function newContext(browser: Browser, baseURL: string, options: { locale?: string; viewport?: { width: number; height: number } } = {}): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    locale: options.locale ?? 'zh-CN',
    viewport: options.viewport ?? { width: 1440, height: 900 },
  });
}

/** Signs in through the identity login page as a user would, and waits for the portal frame. */
export async function login(page: Page, username: string, password = DEMO_PASSWORD, target = '/pba/'): Promise<void> {
  await page.goto(target);
  await page.waitForURL(/\/idaas\/login/);
  await page.getByLabel('账号').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/pba\//);
  await page.getByTestId('current-user').waitFor();
}

/** Saves a screenshot under e2e/artifacts (kept by CI, looked at by people). */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
