import { measureSubapps } from './subapp-timings.ts';
import { ms, type BenchRow } from './table.ts';

const mb = (value: number) => `${value.toFixed(2)} MB`;

/** Tabs and sub-apps (app centre): first open, kept-alive switch against a plain iframe, heap. */
export async function subappRows(): Promise<BenchRow[]> {
  const m = await measureSubapps(Number(process.env.BENCH_CYCLES ?? 100));
  const ratio = m.keptAliveSwitchMs / m.iframeBaselineSwitchMs;
  return [
    { measure: 'Sub-app first open, click to content', value: ms(m.clickToContentMs), target: '≤ 300 ms', pass: m.clickToContentMs <= 300 },
    {
      measure: 'Kept-alive sub-app tab switch',
      value: `${ms(m.keptAliveSwitchMs)} (${ratio.toFixed(2)}×)`,
      baseline: `plain iframe ${ms(m.iframeBaselineSwitchMs)}`,
      target: '≤ 1.1× baseline',
      pass: ratio <= 1.1,
    },
    { measure: 'Sub-app on another origin (Vue sample), first open by address, cold cache', value: ms(m.crossOriginOpenMs), target: '≤ 300 ms', pass: m.crossOriginOpenMs <= 300 },
    {
      measure: 'Kept-alive switch between it and HR',
      value: `${ms(m.crossOriginSwitchMs)} (${(m.crossOriginSwitchMs / m.iframeBaselineSwitchMs).toFixed(2)}×)`,
      baseline: `plain iframe ${ms(m.iframeBaselineSwitchMs)}`,
      target: '≤ 1.1× baseline',
      pass: m.crossOriginSwitchMs / m.iframeBaselineSwitchMs <= 1.1,
    },
    { measure: 'Kept-alive shell tab switch (two shell pages)', value: ms(m.shellSwitchMs) },
    { measure: 'JS heap per live sub-app instance', value: mb(m.heapPerInstanceMb), target: '≤ 4 MB', pass: m.heapPerInstanceMb <= 4 },
    { measure: `Heap growth over ${m.cycles} open/close cycles`, value: mb(m.heapGrowthMb), target: '≤ 5 MB', pass: m.heapGrowthMb <= 5 },
  ];
}
