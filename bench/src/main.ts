import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstPaintAssets } from './shell-weight.ts';
import { measureSubapps } from './subapp-timings.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const assets = firstPaintAssets(path.join(root, 'apps/shell/dist'));
const sum = (kind: 'js' | 'css', key: 'raw' | 'gzip' | 'brotli') =>
  assets.filter((a) => a.kind === kind).reduce((total, a) => total + a[key], 0);

console.log('| Measure | Value | Target |');
console.log('|---|---|---|');
console.log(`| First-paint JS (gzip / brotli) | ${kb(sum('js', 'gzip'))} / ${kb(sum('js', 'brotli'))} | ≤ 250 KB gzip |`);
console.log(`| First-paint CSS (gzip / brotli) | ${kb(sum('css', 'gzip'))} / ${kb(sum('css', 'brotli'))} | |`);

const subapps = await measureSubapps(Number(process.env.BENCH_CYCLES ?? 100));
const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (value: number) => `${value.toFixed(2)} MB`;
console.log(`| Sub-app first open, click to content | ${ms(subapps.clickToContentMs)} | ≤ 300 ms |`);
console.log(
  `| Kept-alive tab switch / plain-iframe baseline | ${ms(subapps.keptAliveSwitchMs)} / ${ms(subapps.iframeBaselineSwitchMs)} (${(subapps.keptAliveSwitchMs / subapps.iframeBaselineSwitchMs).toFixed(2)}×) | ≤ 1.1× |`,
);
console.log(`| Shell tab switch between two of its own pages (reference) | ${ms(subapps.shellSwitchMs)} | |`);
console.log(`| JS heap per live sub-app instance | ${mb(subapps.heapPerInstanceMb)} | ≤ 4 MB |`);
console.log(`| Heap growth over ${subapps.cycles} open/close cycles | ${mb(subapps.heapGrowthMb)} | ≤ 5 MB |`);
