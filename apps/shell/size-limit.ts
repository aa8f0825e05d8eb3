import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The JS files index.html makes the browser load before the first page shows (scripts and modulepreloads). */
export function firstPaintScripts(html: string, base: string): string[] {
  const pattern = new RegExp(`<(?:script[^>]*\\ssrc|link[^>]*rel="modulepreload"[^>]*\\shref)="${base}(assets/[^"]+\\.js)"`, 'g');
  return [...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? ''))];
}

/**
 * Build check: the first paint's JS (gzip) stays within `limitBytes`, and each of its files has
 * the brotli and gzip copies the server sends. Fails the build otherwise.
 */
export function sizeLimit(options: { limitBytes: number; base: string }): Plugin {
  let outDir: string | undefined;
  return {
    name: 'portal:size-limit',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.write ? path.resolve(config.root, config.build.outDir) : undefined;
    },
    closeBundle: {
      order: 'post',
      handler() {
        if (!outDir) return;
        const dir = outDir;
        const files = firstPaintScripts(readFileSync(path.join(dir, 'index.html'), 'utf8'), options.base);
        const missing = files.filter((file) => !existsSync(path.join(dir, `${file}.br`)) || !existsSync(path.join(dir, `${file}.gz`)));
        const small = missing.filter((file) => readFileSync(path.join(dir, file)).length < 1024);
        if (missing.length > small.length) throw new Error(`no brotli/gzip copy of ${missing.join(', ')}`);
        const total = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length, 0);
        const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
        if (total > options.limitBytes) {
          throw new Error(`first-paint JS is ${kb(total)} gzip in ${files.length} files, over its limit of ${kb(options.limitBytes)}`);
        }
        this.info(`first-paint JS ${kb(total)} gzip in ${files.length} files (limit ${kb(options.limitBytes)})`);
      },
    },
  };
}
