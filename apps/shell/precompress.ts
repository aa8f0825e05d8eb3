import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json)$/;

/** Every compressible file under `dir`, recursively. */
function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return compressibleFiles(file);
    return COMPRESSIBLE.test(entry.name) ? [file] : [];
  });
}

/** Writes `file.br` and `file.gz` beside each file of 1 KB or more, at the highest levels. */
export function precompressDir(dir: string): number {
  let written = 0;
  for (const file of compressibleFiles(dir)) {
    const content = readFileSync(file);
    if (content.length < 1024) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    written += 1;
  }
  return written;
}

/**
 * Build step: brotli and gzip copies of the output, so the server sends compressed files as they
 * are instead of compressing each response on the fly.
 */
export function precompress(): Plugin {
  let outDir: string | undefined;
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.write ? path.resolve(config.root, config.build.outDir) : undefined;
    },
    closeBundle() {
      if (outDir) precompressDir(outDir);
    },
  };
}
