import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startPortal } from './portal-process.ts';
import { median, ms, type BenchRow } from './table.ts';

const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic'];

/** Records the page's largest contentful paint as the browser reports it. */
const LCP_OBSERVER = `
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/** Resolves when the active tab's view is on screen with content in it. */
async function viewShown(page: Page, keyPrefix: string): Promise<void> {
  await page.waitForFunction((prefix) => {
    const active = document.querySelector('.portal-tab.is-active')?.getAttribute('data-tab-key') ?? '';
    if (!active.startsWith(prefix)) return false;
    const view = [...document.querySelectorAll<HTMLElement>('[data-view-key]')].find((v) => v.dataset.viewKey === active && v.offsetParent !== null);
    return view !== undefined && (view.textContent ?? '').trim().length > 0;
  }, keyPrefix, { timeout: 60_000, polling: 'raf' });
}

async function signIn(page: Page): Promise<number> {
  await page.goto('/idaas/login');
  await page.getByLabel('账号').fill('zhangsan');
  await page.getByLabel('密码').fill('Portal@2026');
  const started = Date.now();
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/pba\/home\/index/);
  await viewShown(page, '/home');
  return Date.now() - started;
}

async function lcp(page: Page): Promise<number> {
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
}

async function openAppCentre(page: Page): Promise<number> {
  const started = Date.now();
  await page.locator('.portal-nav-menu').getByText('应用中心', { exact: true }).click();
  await viewShown(page, '/app-center');
  return Date.now() - started;
}

interface Sample {
  login: number;
  lcp: number;
  appCentre: number;
}

/** One fresh browser profile: a cold load (empty cache), then a warm one (cached assets, new session). */
async function sample(browser: Browser, baseURL: string): Promise<{ cold: Sample; warm: Sample }> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  await context.addInitScript(LCP_OBSERVER);
  const page = await context.newPage();
  try {
    const cold = { login: await signIn(page), lcp: await lcp(page), appCentre: await openAppCentre(page) };
    await page.evaluate(() => localStorage.clear());
    await context.clearCookies();
    const warm = { login: await signIn(page), lcp: await lcp(page), appCentre: await openAppCentre(page) };
    return { cold, warm };
  } finally {
    await context.close();
  }
}

/** Login to home content, LCP of home and opening the app centre, in Chromium on loopback: medians of fresh profiles. */
export async function pageTimingRows(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-pages-'));
  const portal = await startPortal(dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  try {
    await sample(browser, portal.url); // the server's first answers (JIT, database caches) are not what users see
    const samples: { cold: Sample; warm: Sample }[] = [];
    for (let run = 0; run < RUNS; run += 1) samples.push(await sample(browser, portal.url));
    const row = (measure: string, key: keyof Sample): BenchRow => ({
      measure: `${measure} (cold / warm cache, median of ${RUNS})`,
      value: `${ms(median(samples.map((s) => s.cold[key])))} / ${ms(median(samples.map((s) => s.warm[key])))}`,
    });
    return [row('Login → home content visible', 'login'), row('Home largest contentful paint', 'lcp'), row('Open the app centre', 'appCentre')];
  } finally {
    await browser.close();
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
