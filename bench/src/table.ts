/** One line of the `npm run bench` table. Each measurement file answers its rows; main prints them together. */
export interface BenchRow {
  measure: string;
  value: string;
  /** The same measurement on the baseline, measured in the same run. */
  baseline?: string;
  target?: string;
  /** Whether the value meets the target (undefined when there is no target). */
  pass?: boolean;
}

export function printTable(rows: readonly BenchRow[]): string {
  const lines = ['| Measure | Value | Baseline (same run) | Target |', '|---|---|---|---|'];
  for (const row of rows) {
    const verdict = row.pass === undefined ? '' : row.pass ? ' ✓' : ' ✗';
    lines.push(`| ${row.measure} | ${row.value} | ${row.baseline ?? ''} | ${row.target ? `${row.target}${verdict}` : ''} |`);
  }
  return lines.join('\n');
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export const ms = (value: number) => `${Math.round(value)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Longer text a measurement adds below the table (waterfalls, profiles). */
export const appendix: string[] = [];
