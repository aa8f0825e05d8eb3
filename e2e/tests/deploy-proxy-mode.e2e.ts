import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, login, newContext, screenshot } from '../support/browser.ts';
import { startPortal, type PortalServer } from '../support/portal-server.ts';
import { activeTab } from '../support/shell.ts';

const upstream = inject('portalUrl');

/**
 * A company with its own services runs the portal in proxy mode: the shell and the login page
 * come from this server, every /api call goes on to API_UPSTREAM (here a second portal server).
 */
describe('the shell served in proxy mode', () => {
  let proxy: PortalServer;
  let browser: Browser;
  beforeAll(async () => {
    proxy = await startPortal({ env: { API_UPSTREAM: `${upstream}/api`, DATABASE_URL: '', REDIS_URL: '' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await proxy?.stop();
  });

  it('signs in, shows the user and reaches a deep link with every call answered upstream', async () => {
    const context = await newContext(browser, proxy.url);
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/')) calls.push(`${response.status()} ${url.pathname}`);
    });
    await login(page, 'zhangsan', DEMO_PASSWORD, '/pba/home/itguide');
    await page.waitForURL('**/pba/home/itguide');
    await expect(page.getByTestId('current-user').textContent()).resolves.toContain('张三');
    await expect(activeTab(page)).resolves.toBe('IT指南');
    expect(calls).toContain('200 /api/wutong-idaas-account/login');
    expect(calls).toContain('200 /api/wutong-idaas-account/current');
    expect(calls.filter((call) => !call.startsWith('200 '))).toEqual([]);
    await screenshot(page, 'deploy-proxy-mode-zh-CN');

    // The proxy keeps no database of its own: the upstream holds the session.
    const ready = await fetch(`${proxy.url}/api/ready`);
    expect(await ready.json()).toEqual({ code: 0, msg: 'success', data: { status: 'ready' } });
    await context.close();
  });
});
