import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { SUBAPP_NAMES, subappActiveRule, subappEntryOrigin, subappsConfigFile, type SubappEntry, type SubappName, type SubappTitle } from '@portal/contracts';
import { ConfigError, type Config } from '../../config.ts';

/** The sample sub-apps of this repository: folder under `apps/subapps`, registry name, served prefix. */
export const SAMPLE_SUBAPPS = [
  { dir: 'wos', name: 'WOS', prefix: '/subapps/wos/' },
  { dir: 'hr', name: 'HR', prefix: '/subapps/hr/' },
  { dir: 'reports', name: 'REPORTS', prefix: '/subapps/reports/' },
] as const satisfies readonly { dir: string; name: SubappName; prefix: string }[];

export const sampleDist = (config: Config, dir: string) => path.join(config.subappsDir, dir, 'dist');

interface Configured {
  entry: string;
  title?: SubappTitle;
}

/** Built samples: the default configuration when `SUBAPPS_CONFIG` is not set. */
function sampleEntries(config: Config): Map<SubappName, Configured> {
  const entries = new Map<SubappName, Configured>();
  for (const sample of SAMPLE_SUBAPPS) {
    if (existsSync(path.join(sampleDist(config, sample.dir), 'index.html'))) entries.set(sample.name, { entry: sample.prefix });
  }
  return entries;
}

/** One line naming the name and the field of the first problem: `"HR".entry: must be a string`. */
function describeIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.map((part, index) => (index === 0 ? JSON.stringify(String(part)) : String(part))).join('.');
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '';
    if (issue.path.length === 0) return `${JSON.stringify(key)}: is not a sub-app name of SPEC §3 (${SUBAPP_NAMES.join(', ')})`;
    const allowed = issue.path.length === 1 ? 'entry, title' : 'zh-CN, en-US, zh-TW, pt-BR';
    return `${where}.${key}: unknown field (allowed: ${allowed})`;
  }
  return where ? `${where}: ${issue.message}` : issue.message;
}

/** Reads and checks the `SUBAPPS_CONFIG` file; any problem is one ConfigError line naming the file. */
export function readSubappsConfig(file: string): Map<SubappName, Configured> {
  const fail = (detail: string) => new ConfigError(`SUBAPPS_CONFIG ${file}: ${detail}`);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw fail(`cannot read the file (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw fail(`not valid JSON (${(error as Error).message.split('\n')[0] ?? ''})`);
  }
  const parsed = subappsConfigFile.safeParse(json);
  if (!parsed.success) throw fail(describeIssue(parsed.error.issues[0] as z.core.$ZodIssue));
  const entries = new Map<SubappName, Configured>();
  for (const name of SUBAPP_NAMES) {
    const value = parsed.data[name];
    if (value) entries.set(name, value.title ? { entry: value.entry, title: value.title } : { entry: value.entry });
  }
  return entries;
}

function buildEntries(configured: Map<SubappName, Configured>): SubappEntry[] {
  return SUBAPP_NAMES.map((name) => {
    const found = configured.get(name);
    const entry = found?.entry ?? null;
    return { name, entry, origin: subappEntryOrigin(entry), activeRule: subappActiveRule(name), ...(found?.title ? { title: found.title } : {}) };
  });
}

/**
 * The registry: every name of SPEC §3 with its entry from runtime configuration, so a company
 * points names at its deployed systems without rebuilding the shell. Loaded once at start (a bad
 * file stops the start) and shared by the API, the CSP and the CORS checks; `reload` re-reads the
 * file (SIGHUP) and keeps the current registry when the new file is bad.
 */
export class SubappRegistry {
  private current: readonly SubappEntry[];
  private originSet: ReadonlySet<string>;
  /** Bumped on every successful reload, so what is derived from the registry knows to rebuild. */
  version = 0;

  constructor(private readonly config: Config) {
    this.current = this.read();
    this.originSet = originsOf(this.current);
  }

  private read(): SubappEntry[] {
    return buildEntries(this.config.subappsConfig ? readSubappsConfig(this.config.subappsConfig) : sampleEntries(this.config));
  }

  get entries(): readonly SubappEntry[] {
    return this.current;
  }

  find(name: string): SubappEntry | undefined {
    return this.current.find((entry) => entry.name === name);
  }

  /** Origins of the entries on other hosts: framed by the shell, allowed by CORS. */
  get origins(): readonly string[] {
    return [...this.originSet];
  }

  isRegisteredOrigin(origin: string): boolean {
    return this.originSet.has(origin);
  }

  /** Re-reads the configuration; throws ConfigError (and keeps the current registry) when it is bad. */
  reload(): void {
    const next = this.read();
    this.current = next;
    this.originSet = originsOf(next);
    this.version += 1;
  }
}

function originsOf(entries: readonly SubappEntry[]): ReadonlySet<string> {
  return new Set(entries.flatMap((entry) => (entry.origin ? [entry.origin] : [])));
}
