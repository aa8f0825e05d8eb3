import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SUBAPP_NAMES, subappActiveRule, subappsConfigFile, type SubappEntry, type SubappName } from '@portal/contracts';
import type { Config } from '../../config.ts';

/** The sample sub-apps of this repository: folder under `apps/subapps`, registry name, served prefix. */
export const SAMPLE_SUBAPPS = [
  { dir: 'wos', name: 'WOS', prefix: '/subapps/wos/' },
  { dir: 'hr', name: 'HR', prefix: '/subapps/hr/' },
  { dir: 'reports', name: 'REPORTS', prefix: '/subapps/reports/' },
] as const satisfies readonly { dir: string; name: SubappName; prefix: string }[];

export const sampleDist = (config: Config, dir: string) => path.join(config.subappsDir, dir, 'dist');

/** Built samples: the default configuration when `SUBAPPS_CONFIG` is not set. */
function sampleEntries(config: Config): Map<SubappName, string> {
  const entries = new Map<SubappName, string>();
  for (const sample of SAMPLE_SUBAPPS) {
    if (existsSync(path.join(sampleDist(config, sample.dir), 'index.html'))) entries.set(sample.name, sample.prefix);
  }
  return entries;
}

/**
 * The registry: every name of SPEC §3 with its entry from runtime configuration, so a company
 * points names at its deployed systems without rebuilding the shell. A bad file stops the start.
 */
export function loadRegistry(config: Config): SubappEntry[] {
  let configured = new Map<SubappName, { entry: string; engine: SubappEntry['engine'] }>();
  if (config.subappsConfig) {
    const parsed = subappsConfigFile.safeParse(JSON.parse(readFileSync(config.subappsConfig, 'utf8')));
    if (!parsed.success) throw new Error(`SUBAPPS_CONFIG ${config.subappsConfig}: ${parsed.error.message}`);
    configured = new Map(Object.entries(parsed.data).map(([name, value]) => [name as SubappName, { entry: value.entry, engine: value.engine ?? 'iframe' }]));
  } else {
    configured = new Map([...sampleEntries(config)].map(([name, entry]) => [name, { entry, engine: 'iframe' as const }]));
  }
  return SUBAPP_NAMES.map((name) => {
    const found = configured.get(name);
    return { name, entry: found?.entry ?? null, engine: found?.engine ?? 'iframe', activeRule: subappActiveRule(name) };
  });
}

/** Origins of entries on other hosts: the shell's CSP must allow framing them. */
export function entryOrigins(registry: readonly SubappEntry[]): string[] {
  const origins = new Set<string>();
  for (const { entry } of registry) {
    if (entry && /^https?:\/\//i.test(entry)) origins.add(new URL(entry).origin);
  }
  return [...origins];
}
