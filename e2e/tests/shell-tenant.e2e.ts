import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { chooseLanguage, goInApp, lastMessage, signedIn, tabTitles } from '../support/shell.ts';

const baseURL = inject('portalUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openTenants(page: Page, menuLabel = '切换租户') {
  await page.getByTestId('current-user').click();
  await page.locator('.ant-dropdown-menu-item', { hasText: menuLabel }).click();
  await page.locator('.portal-tenants').waitFor();
}

const tenantRows = (page: Page) => page.locator('.portal-tenants [data-tenant]');

describe('switching tenant', () => {
  it('lists the user’s tenants with the current one first, switches after confirmation and rebuilds the page', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    await goInApp(page, '/user-center/todouser');
    await goInApp(page, '/guides');
    expect(await tabTitles(page)).toEqual(['首页', '我的待办', '办事指南']);
    expect(await page.locator('.portal-footer__links').innerText()).not.toContain('深圳研发中心门户');

    await openTenants(page);
    expect(await tenantRows(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-tenant')))).toEqual(['10001', '10002']);
    const current = tenantRows(page).first();
    await current.getByText('当前租户').waitFor();
    await expect(current.getByRole('button').count()).resolves.toBe(0);
    await screenshot(page, 'shell-tenant-zh-CN');

    await tenantRows(page).nth(1).getByRole('button', { name: '切换' }).click();
    await page.getByText('确定切换到「星河数智（深圳）有限公司」吗？已打开的页签将被关闭。').waitFor();
    const nextCall = page.waitForRequest((request) => request.url().includes('/api/business-center/v1/friendly-link/list'));
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    expect(await lastMessage(page)).toBe('已切换到「星河数智（深圳）有限公司」');

    // Later requests carry the new tenant; tenant-scoped data reloads; panes are cleared.
    expect((await nextCall).headers().tenantid).toBe('10002');
    await page.waitForURL('**/pba/home/index');
    expect(await tabTitles(page)).toEqual(['首页']);
    expect(await page.evaluate(() => localStorage.getItem('tenantId'))).toBe('10002');
    await page.locator('.portal-footer__links', { hasText: '深圳研发中心门户' }).waitFor({ state: 'attached' });

    await openTenants(page);
    expect(await tenantRows(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-tenant')))).toEqual(['10002', '10001']);

    // The switch lasts: a reload stays in the new tenant.
    await page.reload();
    await page.getByTestId('current-user').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('tenantId'))).toBe('10002');
    await context.close();
  });

  it('speaks English too', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan', { locale: 'en-US' });
    await chooseLanguage(page, 'English', 'en-US');
    await openTenants(page, 'Switch tenant');
    await tenantRows(page).first().getByText('Current').waitFor();
    await tenantRows(page).nth(1).getByRole('button', { name: 'Switch' }).click();
    await page.getByText('Switch to "星河数智（深圳）有限公司"? Open tabs will be closed.').waitFor();
    await screenshot(page, 'shell-tenant-confirm-en-US');
    await page.locator('.ant-modal-confirm .ant-btn').first().click();
    await context.close();
  });

  it('offers a member of one tenant no tenant switching, and the server refuses another', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'lisi');
    await page.waitForLoadState('networkidle');
    await page.getByTestId('current-user').click();
    await page.locator('.ant-dropdown-menu-item', { hasText: '修改密码' }).waitFor();
    expect(await page.locator('.ant-dropdown-menu-item', { hasText: '切换租户' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/business-center/v1/login/10002/tenant', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${localStorage.getItem('Access-Token') ?? ''}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'tenantId=10002',
      });
      return response.status;
    });
    expect(status).toBe(403);
    await page.reload();
    await page.getByTestId('current-user').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('tenantId'))).toBe('10001');
    await context.close();
  });
});
