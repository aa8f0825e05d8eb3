import type { QueryClient } from '@tanstack/react-query';
import { SUBAPP_PATHS, type Endpoints, type SubappEntry } from '@portal/contracts';
import { api, call } from '../shared/http/index.ts';
import { tenantKey } from '../shared/query/keys.ts';

const subappOne = api<Endpoints['subappOne']>('GET', SUBAPP_PATHS.one);
const subappList = api<Endpoints['subappList']>('GET', SUBAPP_PATHS.list);

export const subappEntryKey = (name: string) => tenantKey('subapp-entry', name);

/** The registry entry of a sub-app; the server refuses (403) a sub-app none of whose functions the user may open. */
export async function fetchSubappEntry(name: string): Promise<SubappEntry> {
  const body = await call(subappOne, { name });
  return body.data;
}

export const registryKey = () => tenantKey('subapp-registry');
/** The registry changes by configuration, rarely: its list is asked again after five minutes. */
export const REGISTRY_STALE_MS = 5 * 60_000;

/** Every name of the registry with its entry and title, and whether the user may open it. */
export async function fetchRegistry(): Promise<SubappEntry[]> {
  const body = await call(subappList, undefined, { noTips: true });
  return body.data ?? [];
}

/** What users call a system: the registry's title in their language (zh-CN when that is all there is), else its name. */
export function systemLabel(entry: Pick<SubappEntry, 'name' | 'title'>, language: string): string {
  const titles: Partial<Record<string, string>> = entry.title ?? {};
  return titles[language] ?? titles['zh-CN'] ?? entry.name;
}

/**
 * Loads the whole registry once (kept under `registryKey`, which tab titles read too) and caches
 * the entries the user may open, so opening a function needs no round trip; the others are still
 * asked for one by one (and refused by the server).
 */
export async function prefetchRegistry(queryClient: QueryClient): Promise<void> {
  try {
    const entries = await queryClient.fetchQuery({ queryKey: registryKey(), queryFn: fetchRegistry, staleTime: REGISTRY_STALE_MS });
    for (const entry of entries) {
      if (entry.permitted) queryClient.setQueryData(subappEntryKey(entry.name), entry);
    }
  } catch {
    // Each function then asks for its own entry when opened.
  }
}
