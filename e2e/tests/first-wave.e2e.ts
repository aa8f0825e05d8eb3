import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, newContext } from '../support/browser.ts';
import { signedIn } from '../support/shell.ts';

const baseURL = inject('portalUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const isScript = (request: Request) => new URL(request.url()).pathname.endsWith('.js');
const path = (request: Request) => new URL(request.url()).pathname;

describe('the first wave', () => {
  it('the login page loads only its own code, fetches the shell while the user types, and the shell then comes from the cache', async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto('/idaas/login');
    await page.getByLabel('账号').fill('zhangsan');
    // The login page's own code is small: its entry, what it shares with the shell, and the boot
    // script that paints the chosen theme before anything else.
    const own = requests.filter((r) => isScript(r) && r.resourceType() === 'script');
    expect(own.map(path).every((p) => /\/(login|login-kit|rolldown-runtime)-[\w-]+\.js$|^\/pba\/boot-theme\.js$/.test(p))).toBe(true);
    // Meanwhile the shell's frame is fetched at low priority.
    await expect.poll(() => requests.filter((r) => /\/(vendor|frame|home)-[\w-]+\.js$/.test(path(r))).length).toBeGreaterThanOrEqual(3);
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByTestId('home-greeting').waitFor();
    // The shell's libraries came from the cache the prefetch filled: nothing went over the wire for them.
    const vendor = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => /\/vendor-[\w-]+\.js$/.test(new URL(e.name).pathname))
        .map((e) => ({ transferSize: e.transferSize, decodedBodySize: e.decodedBodySize })),
    );
    expect(vendor).toHaveLength(1);
    expect(vendor[0]?.decodedBodySize).toBeGreaterThan(0);
    expect(vendor[0]?.transferSize).toBe(0);
    await context.close();
  });

  it('a cold home load needs a handful of files, and asks for the user while the code is still arriving', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto('/pba/home/index');
    await page.getByTestId('home-greeting').waitFor();
    const timings = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd })),
    );
    const shellStart = await page.evaluate(() => performance.getEntriesByName('portal:shell-start')[0]?.startTime);
    const scripts = timings.filter((t) => t.path.endsWith('.js') && t.path.includes('/assets/'));
    // The first wave (runtime, login-kit, vendor, frame), the home page (its entry and chunk), and
    // what it shows after its first paint: one file (home-later) behind two tiny entries (the news
    // and shortcuts widgets, the floating help and assistant buttons).
    expect(scripts.length).toBeLessThanOrEqual(9);
    const user = timings.filter((t) => t.path === '/api/wutong-idaas-account/current');
    // One request for the user, started from the page's head: before the shell's code began to
    // run (it can only begin once every library of the first wave has arrived and run).
    expect(user).toHaveLength(1);
    expect(shellStart).toBeGreaterThan(0);
    expect(user[0]?.start).toBeLessThan(shellStart ?? 0);
    await context.close();
  });
});
