import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { startPortal, type PortalServer } from '../support/portal-server.ts';
import { api, chooseLanguage, signedIn } from '../support/shell.ts';

const baseURL = inject('portalUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signInAt(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel('账号').fill('lisi');
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByTestId('current-user').waitFor();
}

describe('the login page and the browser', () => {
  it('returns only to same-origin paths after login', async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    const attacks = ['https://evil.example/steal', '//evil.example/pba/home/index', '/\\evil.example', 'javascript:alert(1)'];
    // The forms of the attack report: each led off the portal before the redirect was normalised.
    attacks.push('/pba/..//evil.com', '/x/..//evil.example/phish', '/pba/../\\evil.com');
    for (const target of attacks) {
      await context.clearCookies();
      await page.goto('/idaas/login');
      await page.evaluate(() => localStorage.clear());
      await signInAt(page, `/idaas/login?redirect=${encodeURIComponent(target)}`);
      const url = new URL(page.url());
      expect(url.origin, target).toBe(baseURL);
      expect(url.pathname, target).toBe('/pba/home/index');
    }
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signInAt(page, `/idaas/login?redirect=${encodeURIComponent('/pba/guides')}`);
    expect(new URL(page.url()).pathname).toBe('/pba/guides');
    await context.close();
  });

  it('refuses to run a script injected inline into the page', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    const ran = await page.evaluate(async () => {
      const blocked = new Promise<boolean>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective.startsWith('script-src')), { once: true });
        setTimeout(() => resolve(false), 2000);
      });
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = "ran"';
      document.head.append(script);
      return { ran: document.body.dataset.injected === 'ran', reported: await blocked };
    });
    expect(ran).toEqual({ ran: false, reported: true });
    await context.close();
  });
});

describe('the API going away', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-down-'));
  let server: PortalServer | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says clearly that the network failed, keeps the frame, and recovers when the API returns', async () => {
    server = await startPortal({ dataDir });
    const { url, port } = server;
    const zh = await signedIn(browser, url, 'zhangsan');
    const en = await signedIn(browser, url, 'lisi');
    await chooseLanguage(en.page, 'English', 'en-US');
    const searchZh = zh.page.getByRole('combobox', { name: '功能搜索' });
    const searchEn = en.page.getByRole('combobox', { name: 'Function search' });
    for (const [page, search] of [[zh.page, searchZh], [en.page, searchEn]] as const) {
      await search.fill('请假');
      await search.press('Enter');
      await page.waitForURL((u) => u.searchParams.get('queryFuzzy') === '请假');
    }

    await server.stop();
    server = undefined;
    for (const [page, search, text, lang] of [
      [zh.page, searchZh, '网络连接失败，请检查网络后重试', 'zh-CN'],
      [en.page, searchEn, 'Network error. Check your connection and try again', 'en-US'],
    ] as const) {
      await search.fill('报销');
      await search.press('Enter');
      await page.locator('.ant-notification-notice', { hasText: text }).first().waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('current-user').isVisible()).toBe(true);
      expect(await page.locator('.portal-nav-menu').isVisible()).toBe(true);
      await screenshot(page, `hardening-api-down-${lang}`);
    }

    server = await startPortal({ dataDir, port });
    for (const [page, search, user] of [[zh.page, searchZh, 'zhangsan'], [en.page, searchEn, 'lisi']] as const) {
      await search.fill('出差');
      await search.press('Enter');
      await page.waitForURL((u) => u.searchParams.get('queryFuzzy') === '出差');
      const history = await api<{ data: { queryKey: string }[] }>(page, 'GET', `/user-end/v1/userQueryHistory/queryHistoryRecords?userCode=${user}`);
      expect(history.data.map((h) => h.queryKey)).toContain('出差');
    }
    expect(await zh.page.getByTestId('current-user').innerText()).toContain('张三');
    await zh.context.close();
    await en.context.close();
  }, 150_000);
});
