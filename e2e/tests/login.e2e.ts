import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, login, newContext, screenshot } from '../support/browser.ts';

const baseURL = inject('portalUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('signing in', () => {
  it('sends a visitor without a session to the login page, then lands on home with their name', async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await login(page, 'zhangsan');
    await page.waitForURL('**/pba/home/index');
    await expect(page.getByTestId('current-user').textContent()).resolves.toContain('张三');
    expect(await page.evaluate(() => localStorage.getItem('Access-Token'))).toMatch(/^[\w-]{40,}$/);
    expect(await page.evaluate(() => localStorage.getItem('tenantId'))).toBe('10001');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'SESSION')?.httpOnly).toBe(true);
    expect(cookies.find((c) => c.name === 'userCode')?.value).toBe('zhangsan');
    await screenshot(page, 'skeleton-home-zh-CN');
    await context.close();
  });

  it('keeps a wrong password on the login page with 账号或密码错误 and stores nothing', async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await page.goto('/idaas/login');
    await page.getByLabel('账号').fill('zhangsan');
    await page.getByLabel('密码').fill('not-the-password');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('账号或密码错误');
    expect(page.url()).toContain('/idaas/login');
    expect(await page.evaluate(() => localStorage.getItem('Access-Token'))).toBeNull();
    await screenshot(page, 'skeleton-login-error');
    await context.close();
  });

  it('returns to the page the visitor asked for, and a deep link survives a reload', async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await login(page, 'zhangsan', DEMO_PASSWORD, '/pba/user-center/todouser');
    await page.waitForURL('**/pba/user-center/todouser');
    await page.reload();
    await page.getByTestId('current-user').waitFor();
    expect(new URL(page.url()).pathname).toBe('/pba/user-center/todouser');
    await context.close();
  });

  it('sends the user back to login on the next call once their session is revoked elsewhere', async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await login(page, 'lisi');
    const token = await page.evaluate(() => localStorage.getItem('Access-Token'));
    const other = await context.newPage();
    await other.goto('/pba/home/index');
    await other.getByTestId('current-user').waitFor();
    const response = await fetch(`${baseURL}/api/logout/cas`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(15_000) });
    expect(response.status).toBe(200);
    // The reloaded page sends itself on to the login page, at times before its own load event:
    // wait for the reload to commit, then for the login page, so the two navigations never race.
    await page.reload({ waitUntil: 'commit' });
    await page.waitForURL(/\/idaas\/login\?redirect=/);
    expect(decodeURIComponent(page.url())).toContain('redirect=/pba/home/index');
    await context.close();
  });
});
