import type { QueryClient } from '@tanstack/react-query';
import type { SubappEntry } from '@portal/contracts';
import { entryUrl, parseFunctionAddress } from './host-path.ts';
import { subappEntryKey } from './registry.ts';

/** Loads the host's code ahead of the first open (apart from registry.ts, which the host imports). */
export function preloadHost(): void {
  void import('./SubappHost.tsx');
}

/** The system a catalogue function or recent visit opens, if it is one. */
export function systemOf(item: { frontModuleCode?: string; resourcePath?: string }): string | null {
  const address = item.resourcePath ? parseFunctionAddress(item.resourcePath.split('?')[0] ?? '', '') : null;
  if (address?.known) return address.name;
  return item.frontModuleCode || null;
}

const prefetched = new Set<string>();
const whenIdle = (run: () => void) => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200));

/**
 * While the browser is idle, asks it to prefetch the entry pages of the systems the user opens
 * most (common-use and recent functions): a first open then finds them in the HTTP cache. Only
 * entries of the cached registry the user may open; each once.
 */
export function preloadEntries(queryClient: QueryClient, names: readonly string[], limit = 6): void {
  whenIdle(() => {
    for (const name of [...new Set(names)].slice(0, limit)) {
      const entry = queryClient.getQueryData<SubappEntry>(subappEntryKey(name));
      if (!entry?.entry || entry.permitted === false) continue;
      const url = entryUrl(entry.entry, '/');
      if (prefetched.has(url)) continue;
      prefetched.add(url);
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      link.dataset.subapp = name;
      document.head.append(link);
    }
  });
}
