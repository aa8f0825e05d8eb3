import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, login } from '../../e2e/support/browser.ts';
import { BARE_DIST, startBarePage } from './bare-page.ts';
import { coldSample, newSideContext, visible, type ColdSample, type Side } from './first-click.ts';
import { REPO_ROOT, startPortal } from './portal-process.ts';
import { appendix, kb, median, ms, type BenchRow } from './table.ts';
import { formatProfile, formatWaterfall, scriptsBefore, type ResourceLine } from './waterfall.ts';

const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 5);
const SHELL_DIST = path.join(REPO_ROOT, 'apps/shell/dist');

function portalSide(baseURL: string): Side {
  return {
    name: 'portal',
    baseURL,
    homePath: '/pba/home/index',
    prepare: (page: Page) => login(page, 'zhangsan'),
    async openSecondTab(page: Page) {
      await page.locator('.portal-nav-menu').getByText('应用中心', { exact: true }).click();
      await visible(page, '[data-view-key^="/app-center"]');
    },
    tabs: [
      { tab: '.portal-tab[data-tab-key="/home/index"] .portal-tab__label', content: '[data-view-key="/home/index"]' },
      { tab: '.portal-tab[data-tab-key^="/app-center"] .portal-tab__label', content: '[data-view-key^="/app-center"]' },
    ],
  };
}

function bareSide(baseURL: string): Side {
  return {
    name: 'bare antd page',
    baseURL,
    homePath: '/bare/',
    prepare: async () => undefined,
    async openSecondTab(page: Page) {
      await page.locator('.ant-tabs-tab-btn:text-is("应用中心")').click();
      await visible(page, '[data-testid="other-content"]');
    },
    tabs: [
      { tab: '.ant-tabs-tab-btn:text-is("首页")', content: '[data-testid="home-greeting"]' },
      { tab: '.ant-tabs-tab-btn:text-is("应用中心")', content: '[data-testid="other-content"]' },
    ],
  };
}

interface Summary {
  greetingMs: number;
  jsFiles: number;
  jsGzip: number;
  switchMs: number;
  heapMb: number;
  /** The sample whose greeting time is the median, for its waterfall. */
  typical: ColdSample;
}

function summarise(samples: readonly ColdSample[], prefix: string, dist: string): Summary {
  const js = samples.map((s) => scriptsBefore(s.resources, s.greetingMs, prefix, dist));
  const greetingMs = median(samples.map((s) => s.greetingMs));
  const typical = [...samples].sort((a, b) => Math.abs(a.greetingMs - greetingMs) - Math.abs(b.greetingMs - greetingMs))[0] as ColdSample;
  return {
    greetingMs,
    jsFiles: median(js.map((j) => j.files)),
    jsGzip: median(js.map((j) => j.gzip)),
    switchMs: median(samples.map((s) => s.switchMs)),
    heapMb: median(samples.map((s) => s.heapMb)),
    typical,
  };
}

const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

/**
 * The portal's home against the bare antd fixture, in one browser, samples interleaved
 * (portal, bare, portal, …) so a busy machine weighs on both alike. A measurement: fails nothing.
 */
export async function firstClickRows(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-first-'));
  const bare = await startBarePage();
  const portal = await startPortal(dataDir);
  const browser = await launchBrowser();
  try {
    const sides = [portalSide(portal.url), bareSide(bare.url)] as const;
    const contexts = await Promise.all(sides.map((side) => newSideContext(browser, side)));
    const samples: ColdSample[][] = [[], []];
    const profiles: string[] = [];
    for (let run = 0; run <= RUNS; run += 1) {
      for (const [i, side] of sides.entries()) {
        const last = run === RUNS;
        const sample = await coldSample(contexts[i]!, side, 6, last ? (nodes, s, d) => profiles.push(formatProfile(`Tab switch profile, ${side.name}`, nodes, s, d)) : undefined);
        if (run > 0) samples[i]!.push(sample); // the first is discarded: server JIT and caches
      }
    }
    const p = summarise(samples[0]!, '/pba/', SHELL_DIST);
    const b = summarise(samples[1]!, '/bare/', BARE_DIST);
    const waterfall = (title: string, s: ColdSample, prefix: string) =>
      formatWaterfall(title, s.resources.filter((r: ResourceLine) => new URL(r.url).pathname.startsWith(prefix) || r.type === 'navigation' || r.type === 'fetch'), s.greetingMs);
    const text = [
      waterfall('Cold home load, portal /pba/home/index', p.typical, '/'),
      waterfall('Cold load, bare antd page', b.typical, '/'),
      ...profiles,
    ].join('\n\n');
    appendix.push(text);
    mkdirSync(path.join(REPO_ROOT, 'bench/results'), { recursive: true });
    writeFileSync(path.join(REPO_ROOT, 'bench/results/first-click.md'), `${text}\n`);
    const n = `median of ${RUNS}, interleaved`;
    return [
      { measure: `Navigation → greeting visible, cold cache (${n})`, value: `${ms(p.greetingMs)} (${ratio(p.greetingMs, b.greetingMs)})`, baseline: `bare antd ${ms(b.greetingMs)}`, target: '≤ 1.5× baseline', pass: p.greetingMs <= 1.5 * b.greetingMs },
      { measure: 'JS transferred before the greeting (gzip)', value: `${kb(p.jsGzip)} in ${p.jsFiles} files (${ratio(p.jsGzip, b.jsGzip)})`, baseline: `bare antd ${kb(b.jsGzip)} in ${b.jsFiles}`, target: '≤ 250 KB', pass: p.jsGzip <= 250 * 1024 },
      { measure: 'Switch between two open tabs → content visible', value: `${ms(p.switchMs)} (${ratio(p.switchMs, b.switchMs)})`, baseline: `bare antd ${ms(b.switchMs)}`, target: '≤ 1.5× baseline', pass: p.switchMs <= 1.5 * b.switchMs },
      { measure: 'JS heap after GC, home shown', value: `${p.heapMb.toFixed(1)} MB (${ratio(p.heapMb, b.heapMb)})`, baseline: `bare antd ${b.heapMb.toFixed(1)} MB`, target: '≤ 12 MB', pass: p.heapMb <= 12 },
    ];
  } finally {
    await browser.close();
    await portal.stop();
    await bare.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
