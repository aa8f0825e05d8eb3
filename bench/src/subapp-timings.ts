import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser, login, newContext } from '../../e2e/support/browser.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startPortal } from '../../e2e/support/portal-server.ts';
import { startSecondOrigin } from '../../e2e/support/second-origin.ts';

export interface SubappMeasures {
  clickToContentMs: number;
  keptAliveSwitchMs: number;
  iframeBaselineSwitchMs: number;
  /** The shell's own tab switch between two of its pages, for reference. */
  shellSwitchMs: number;
  heapPerInstanceMb: number;
  heapGrowthMb: number;
  cycles: number;
  /** The Vue sample on another origin: first open by address, and its kept-alive switch with HR. */
  crossOriginOpenMs: number;
  crossOriginSwitchMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Used JS heap after a full collection, in MB (the shell and its same-origin sub-app frames). */
async function heapMb(cdp: CDPSession): Promise<number> {
  for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

/** Moves inside the portal as a link would. */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', `/pba${target}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Waits until a visible frame of the page (by default a started sub-app's) shows `selector`.
 * The portal's frames are sandboxed, so their documents are reached through the browser, polled
 * from here; the plain-iframe baseline is polled the same way, so both sides pay the same cost of
 * looking.
 */
async function waitContent(page: Page, selector: string, frames = '.portal-subapp[data-state="ready"] iframe'): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const handle of await page.locator(frames).elementHandles()) {
      if (!(await handle.isVisible())) continue;
      const frame = await handle.contentFrame();
      if (frame && (await frame.locator(selector).count()) > 0) return;
    }
    await page.waitForTimeout(2);
  }
  throw new Error(`no visible sub-app showed ${selector} within 30 s`);
}

/** Time from a click to the next painted frame after `ready()` answers true, measured in the page. */
async function timeClick(page: Page, click: () => Promise<void>, ready: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    (window as Window & { __t0?: number }).__t0 = 0;
    document.addEventListener('pointerdown', () => ((window as Window & { __t0?: number }).__t0 = performance.now()), { once: true, capture: true });
  });
  await click();
  await ready();
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - ((window as Window & { __t0?: number }).__t0 ?? 0)))),
      ),
  );
}

/**
 * Sub-app timings in Chromium against the real server on loopback: first open from the menus,
 * kept-alive tab switch beside a plain-iframe baseline, heap per live instance and heap growth
 * over open/close cycles.
 */
export async function measureSubapps(cycles = 100): Promise<SubappMeasures> {
  const port = await freePort();
  const second = await startSecondOrigin(`http://127.0.0.1:${port}`);
  const config = path.join(mkdtempSync(path.join(tmpdir(), 'bench-subapps-')), 'subapps.json');
  writeFileSync(
    config,
    JSON.stringify({ HR: { entry: '/subapps/hr/' }, WOS: { entry: '/subapps/wos/' }, REPORTS: { entry: '/subapps/reports/' }, CRM: { entry: `${second.url}/vue-crm/` } }),
  );
  const portal = await startPortal({ port, env: { SUBAPPS_CONFIG: config } });
  const browser = await launchBrowser();
  try {
    const context = await newContext(browser, portal.url);
    const page = await context.newPage();
    await login(page, 'zhangsan');
    const cdp = await context.newCDPSession(page);

    // Warm the server and the browser's cache of the sub-app once, as a returning employee has.
    await page.goto('/pba/app-center/main/WOS/tickets');
    await waitContent(page, '.ant-table');
    await page.goto('/pba/app-center/menus?resourceCode=WOS');
    await page.locator('.ac-card').first().waitFor();
    await page.locator('.portal-tab__close').first().waitFor();

    const clickToContentMs = await timeClick(
      page,
      () => page.locator('.ac-card__open', { hasText: '问题反馈' }).click(),
      () => waitContent(page, '#ticket_title'),
    );

    await go(page, '/app-center/main/HR/leave/apply');
    await waitContent(page, '#leave_reason');
    const switches: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const [label, selector] = i % 2 === 0 ? ['问题反馈', '#ticket_title'] : ['请假申请', '#leave_reason'];
      switches.push(await timeClick(page, () => page.locator('.portal-tab__label', { hasText: label }).click(), () => waitContent(page, selector)));
    }

    // A system on another origin (the Vue sample): first open by address, then switching with HR.
    await page.evaluate(() => ((window as Window & { __t0?: number }).__t0 = performance.now()));
    await go(page, '/app-center/main/CRM/orders');
    await waitContent(page, 'li a');
    const crossOriginOpenMs = await page.evaluate(
      () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - ((window as Window & { __t0?: number }).__t0 ?? 0))))),
    );
    const crossSwitches: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const [label, selector] = i % 2 === 0 ? ['请假申请', '#leave_reason'] : ['订单', 'li a'];
      crossSwitches.push(await timeClick(page, () => page.locator('.portal-tab__label', { hasText: label }).first().click(), () => waitContent(page, selector)));
    }

    // Reference: the shell switching between two of its own kept-alive pages.
    await go(page, '/home/index');
    await page.waitForFunction(() => document.querySelector('.portal-tab.is-active')?.getAttribute('data-tab-key') === '/home/index');
    const shellSwitches: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const [label, key] = i % 2 === 0 ? ['应用菜单', '/app-center/menus'] : ['首页', '/home/index'];
      shellSwitches.push(
        await timeClick(
          page,
          () => page.locator('.portal-tab__label', { hasText: label }).first().click(),
          () =>
            page
              .waitForFunction((k) => [...document.querySelectorAll<HTMLElement>('[data-view-key]')].some((v) => v.dataset.viewKey === k && v.offsetParent !== null), key)
              .then(() => undefined),
        ),
      );
    }

    // Baseline: two plain iframes of the same sub-apps on a bare page, shown in turn. The page
    // answers the kit's hello as the portal does (welcome, props over a channel), nothing more.
    const bare = await context.newPage();
    await bare.goto('/subapps/reports/');
    await bare.evaluate(async () => {
      document.body.innerHTML = '';
      const props = {
        userCode: 'zhangsan',
        userId: '',
        token: '',
        routerBase: '/',
        tenantId: '',
        language: 'zh-CN',
        theme: { primaryColor: '#52C41A', mode: 'light' },
      };
      window.addEventListener('message', (event) => {
        const data = event.data as { portal?: string; type?: string } | null;
        if (data?.portal !== 'subapp-kit' || data.type !== 'hello' || !event.source) return;
        const channel = new MessageChannel();
        (event.source as Window).postMessage({ portal: 'pba', v: 1, type: 'welcome', props }, event.origin, [channel.port2]);
        channel.port1.postMessage({ type: 'props', props });
      });
      for (const src of ['/subapps/wos/interfaces/processform?key=Process_WOS_WOH', '/subapps/hr/leave/apply']) {
        const frame = document.createElement('iframe');
        frame.src = src;
        frame.style.cssText = 'width:100%;height:90vh;border:0';
        document.body.append(frame);
        await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      }
      const [a, b] = document.querySelectorAll('iframe');
      if (b) b.style.display = 'none';
      const button = document.createElement('button');
      button.id = 'toggle';
      button.textContent = 'switch';
      button.onclick = () => {
        if (!a || !b) return;
        const showA = a.style.display === 'none';
        a.style.display = showA ? '' : 'none';
        b.style.display = showA ? 'none' : '';
      };
      document.body.prepend(button);
    });
    const baseline: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const selector = i % 2 === 0 ? '#leave_reason' : '#ticket_title';
      baseline.push(await timeClick(bare, () => bare.locator('#toggle').click(), () => waitContent(bare, selector, 'iframe')));
    }
    await bare.close();

    // Heap per live instance: four more instances beside the two open ones.
    const before = await heapMb(cdp);
    for (let i = 0; i < 4; i += 1) {
      await go(page, `/app-center/main/WOS/tickets?key=M${i}`);
      await waitContent(page, '.ant-table');
    }
    const heapPerInstanceMb = ((await heapMb(cdp)) - before) / 4;

    // Growth over open/close cycles: each opens a function tab and closes it.
    const start = await heapMb(cdp);
    for (let i = 0; i < cycles; i += 1) {
      await go(page, `/app-center/main/HR/leave/list?key=C${i}`);
      await waitContent(page, '.ant-table');
      await page.locator('.portal-tab.is-active .portal-tab__close').click();
      await page.waitForFunction(() => document.querySelectorAll('.portal-subapp iframe').length <= 6);
    }
    await page.waitForTimeout(200);
    const heapGrowthMb = (await heapMb(cdp)) - start;
    await context.close();
    return {
      crossOriginOpenMs,
      crossOriginSwitchMs: median(crossSwitches),
      clickToContentMs,
      keptAliveSwitchMs: median(switches),
      iframeBaselineSwitchMs: median(baseline),
      shellSwitchMs: median(shellSwitches),
      heapPerInstanceMb,
      heapGrowthMb,
      cycles,
    };
  } finally {
    await browser.close();
    await portal.stop();
    await second.stop();
  }
}
