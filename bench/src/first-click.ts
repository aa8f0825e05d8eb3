import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { type ResourceLine, type ProfileNode } from './waterfall.ts';

/** One side of the comparison: where its home is, how to sign in, and how to reach its second tab. */
export interface Side {
  name: string;
  baseURL: string;
  homePath: string;
  /** Signs in once (the portal) so every sample below loads a signed-in home. */
  prepare(page: Page): Promise<void>;
  /** Opens the second tab (left active), so both are open. */
  openSecondTab(page: Page): Promise<void>;
  /** The tab label to click, and the element that shows its content, for each of the two tabs. */
  tabs: readonly [TabTarget, TabTarget];
}

export interface TabTarget {
  /** A Playwright selector of the tab to click. */
  tab: string;
  content: string;
}

export interface ColdSample {
  greetingMs: number;
  resources: ResourceLine[];
  heapMb: number;
  switchMs: number;
}

/** Records, in the page, the first animation frame in which the greeting is on screen. */
const GREETING_WATCH = `
  (() => {
    const watch = () => {
      const el = document.querySelector('[data-testid="home-greeting"]');
      if (el && el.offsetParent !== null && (el.textContent || '').trim()) { window.__greetingAt = performance.now(); return; }
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  })();
`;

async function heapMb(cdp: CDPSession): Promise<number> {
  for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

export function visible(page: Page, selector: string): Promise<unknown> {
  return page.waitForFunction((sel) => [...document.querySelectorAll<HTMLElement>(sel)].some((el) => el.offsetParent !== null && (el.textContent ?? '').trim() !== ''), selector, {
    polling: 'raf',
    timeout: 60_000,
  });
}

/** Click (pointer down) to the first frame painted after the target's content shows. */
async function timeSwitch(page: Page, target: TabTarget): Promise<number> {
  await page.evaluate(() => {
    document.addEventListener('pointerdown', () => ((window as unknown as { __t0: number }).__t0 = performance.now()), { once: true, capture: true });
  });
  await page.locator(target.tab).first().click();
  await visible(page, target.content);
  return page.evaluate(
    () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now() - (window as unknown as { __t0: number }).__t0))),
  );
}

export async function newSideContext(browser: Browser, side: Side): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: side.baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  await context.addInitScript(GREETING_WATCH);
  const page = await context.newPage();
  await side.prepare(page);
  await page.close();
  return context;
}

/**
 * A cold load of the side's home in a new tab of a signed-in profile (HTTP cache cleared):
 * navigation to greeting, every request until then, heap after GC, then the switch between
 * two open tabs (median of `switches`, optionally profiled).
 */
export async function coldSample(context: BrowserContext, side: Side, switches = 6, profile?: (nodes: ProfileNode[], samples: number[], deltas: number[]) => void): Promise<ColdSample> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await page.goto(side.homePath, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __greetingAt?: number }).__greetingAt !== undefined, undefined, { timeout: 60_000 });
    const { greetingMs, resources } = await page.evaluate(() => {
      const at = (window as unknown as { __greetingAt: number }).__greetingAt;
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const lines = [nav, ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])].map((e) => ({
        url: e.name,
        type: e.initiatorType,
        start: e.startTime,
        end: e.responseEnd,
        bytes: e.encodedBodySize,
      }));
      return { greetingMs: at, resources: lines };
    });
    await page.waitForTimeout(500);
    const heap = await heapMb(cdp);
    await side.openSecondTab(page);
    const times: number[] = [];
    for (let i = 0; i < switches; i += 1) times.push(await timeSwitch(page, side.tabs[i % 2] as TabTarget));
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      await timeSwitch(page, side.tabs[switches % 2] as TabTarget);
      const { profile: p } = await cdp.send('Profiler.stop');
      profile(p.nodes as ProfileNode[], p.samples ?? [], p.timeDeltas ?? []);
    }
    const sorted = [...times].sort((a, b) => a - b);
    return { greetingMs, resources, heapMb: heap, switchMs: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN };
  } finally {
    await cdp.detach().catch(() => undefined);
    await page.close();
  }
}
