import os from 'node:os';
import { apiRows } from './api-load.ts';
import { firstClickRows } from './first-click-rows.ts';
import { pageTimingRows } from './page-timings.ts';
import { shellWeightRows } from './shell-weight-rows.ts';
import { subappRows } from './subapp-rows.ts';
import { appendix, printTable, type BenchRow } from './table.ts';

/**
 * `npm run bench [weight] [first] [pages] [tabs] [api]`: one table of every measurement (all parts by default).
 * Measurement files answer rows; this file only collects and prints them.
 */
const PARTS: Record<string, () => BenchRow[] | Promise<BenchRow[]>> = {
  weight: shellWeightRows,
  first: firstClickRows,
  pages: pageTimingRows,
  tabs: subappRows,
  api: apiRows,
};

const loadAtStart = os.loadavg().map((n) => n.toFixed(1)).join(' / ');
const asked = process.argv.slice(2).filter((arg) => arg in PARTS);
const rows: BenchRow[] = [];
for (const [name, measure] of Object.entries(PARTS)) {
  if (asked.length > 0 && !asked.includes(name)) continue;
  process.stderr.write(`measuring ${name}…\n`);
  rows.push(...(await measure()));
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const load = os.loadavg().map((n) => n.toFixed(1)).join(' / ');
console.log(`Machine: ${cpu}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, ${os.platform()} ${os.release()}; load average at the start ${loadAtStart}, at the end ${load} (1 / 5 / 15 min)`);
console.log('');
console.log(printTable(rows));
for (const text of appendix) console.log(`\n${text}`);
