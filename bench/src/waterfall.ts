import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One request of a page load, in ms from navigation start; `bytes` as sent (encoded body). */
export interface ResourceLine {
  url: string;
  type: string;
  start: number;
  end: number;
  bytes: number;
}

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

const gzipCache = new Map<string, number>();

/** Gzip size (level 9) of the built file a URL names, `prefix` being the URL path of `distDir`. */
export function gzipOf(url: string, prefix: string, distDir: string): number {
  const pathname = new URL(url).pathname;
  if (!pathname.startsWith(prefix)) return 0;
  const file = path.join(distDir, pathname.slice(prefix.length));
  let size = gzipCache.get(file);
  if (size === undefined) {
    try {
      size = gzipSync(readFileSync(file), { level: 9 }).length;
    } catch {
      size = 0;
    }
    gzipCache.set(file, size);
  }
  return size;
}

export const isScript = (line: ResourceLine) => new URL(line.url).pathname.endsWith('.js');

/** The JS that arrived before `at`: file count and gzip bytes of the built files. */
export function scriptsBefore(lines: readonly ResourceLine[], at: number, prefix: string, distDir: string): { files: number; gzip: number } {
  const scripts = lines.filter((line) => isScript(line) && line.end <= at);
  return { files: scripts.length, gzip: scripts.reduce((total, line) => total + gzipOf(line.url, prefix, distDir), 0) };
}

/** A text waterfall: one line per request until `until`, with a bar on a 0–`until` scale. */
export function formatWaterfall(title: string, lines: readonly ResourceLine[], until: number): string {
  const width = 40;
  const scale = (t: number) => Math.max(0, Math.min(width, Math.round((t / until) * width)));
  const rows = [...lines]
    .filter((line) => line.start <= until)
    .sort((a, b) => a.start - b.start)
    .map((line) => {
      const from = scale(line.start);
      const bar = `${' '.repeat(from)}${'█'.repeat(Math.max(1, scale(line.end) - from))}`.padEnd(width + 1);
      const name = new URL(line.url).pathname.replace(/^\/(pba|bare)\//, '').slice(0, 48);
      return `${String(Math.round(line.start)).padStart(5)} ${String(Math.round(line.end)).padStart(5)} ${(line.bytes / 1024).toFixed(1).padStart(6)} KB ${bar} ${line.type.padEnd(6)} ${name}`;
    });
  return [`${title} (ms from navigation; greeting at ${Math.round(until)} ms; KB as sent)`, '```', `start   end       size ${'timeline'.padEnd(width + 1)} type   request`, ...rows, '```'].join('\n');
}

/** Self time per function of a CPU profile, the `top` heaviest, and per script file. */
export function formatProfile(title: string, nodes: readonly ProfileNode[], samples: readonly number[], deltas: readonly number[], top = 12): string {
  const self = new Map<number, number>();
  samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0) / 1000));
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const node of nodes) {
    const ms = self.get(node.id) ?? 0;
    if (ms === 0) continue;
    const file = node.callFrame.url ? (new URL(node.callFrame.url).pathname.split('/').pop() ?? '') : `(${node.callFrame.functionName || 'native'})`;
    const fn = `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  }
  const busy = ([name]: [string, number]) => !name.startsWith('((idle))') && !name.startsWith('((program))') && !name.startsWith('(idle)') && !name.startsWith('(program)');
  const total = [...byFile.entries()].filter(busy).reduce((sum, [, ms]) => sum + ms, 0);
  const list = (map: Map<string, number>) =>
    [...map.entries()]
      .filter(busy)
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `${ms.toFixed(1).padStart(7)} ms  ${name}`);
  return [`${title} (CPU self time, ${total.toFixed(1)} ms of script in the switch)`, '```', 'by file:', ...list(byFile), 'by function:', ...list(byFunction), '```'].join('\n');
}
