import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstPaintAssets } from './shell-weight.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const assets = firstPaintAssets(path.join(root, 'apps/shell/dist'));
const sum = (kind: 'js' | 'css', key: 'raw' | 'gzip' | 'brotli') =>
  assets.filter((a) => a.kind === kind).reduce((total, a) => total + a[key], 0);

console.log('| Measure | Value | Target |');
console.log('|---|---|---|');
console.log(`| First-paint JS (gzip / brotli) | ${kb(sum('js', 'gzip'))} / ${kb(sum('js', 'brotli'))} | ≤ 250 KB gzip |`);
console.log(`| First-paint CSS (gzip / brotli) | ${kb(sum('css', 'gzip'))} / ${kb(sum('css', 'brotli'))} | |`);
