import path from 'node:path';
import { REPO_ROOT } from './portal-process.ts';
import { firstPaintAssets } from './shell-weight.ts';
import { kb, type BenchRow } from './table.ts';

export const JS_BUDGET_GZIP = 250 * 1024;

/** JS and CSS shipped for the first paint of /pba/home/index, gzip and brotli. */
export function shellWeightRows(): BenchRow[] {
  const assets = firstPaintAssets(path.join(REPO_ROOT, 'apps/shell/dist'));
  const sum = (kind: 'js' | 'css', key: 'raw' | 'gzip' | 'brotli') => assets.filter((a) => a.kind === kind).reduce((total, a) => total + a[key], 0);
  return [
    {
      measure: 'Shell first-paint JS (gzip / brotli)',
      value: `${kb(sum('js', 'gzip'))} / ${kb(sum('js', 'brotli'))}`,
      target: '≤ 250 KB gzip',
      pass: sum('js', 'gzip') <= JS_BUDGET_GZIP,
    },
    { measure: 'Shell first-paint CSS (gzip / brotli)', value: `${kb(sum('css', 'gzip'))} / ${kb(sum('css', 'brotli'))}` },
  ];
}
