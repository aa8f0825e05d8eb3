import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface AssetWeight {
  file: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
  brotli: number;
}

/** The JS and CSS that index.html makes the browser fetch before first paint (entry, preloads, styles). */
export function firstPaintAssets(distDir: string): AssetWeight[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const urls = [...html.matchAll(/(?:src|href)="\/pba\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
  return [...new Set(urls)].map((file) => {
    const content = readFileSync(path.join(distDir, file));
    return {
      file,
      kind: file.endsWith('.css') ? 'css' : 'js',
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  });
}
