import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { preloadEntries, preloadHost, systemOf } from '../../micro/preload.ts';
import { prefetchRegistry } from '../../micro/registry.ts';
import { useCommonUse, useRecentVisits } from './queries.ts';

/**
 * A function opened from the app centre starts without waiting: the host's code and the registry
 * are loaded now, and the entry pages of the user's common-use and recent systems are prefetched
 * while the browser is idle.
 */
export function usePreloadSystems(): void {
  const queryClient = useQueryClient();
  const [registry] = useState(() => {
    preloadHost();
    return prefetchRegistry(queryClient);
  });
  const { data: common } = useCommonUse();
  const { data: recent } = useRecentVisits();

  useEffect(() => {
    const names = [...(common ?? []), ...(recent ?? [])].map(systemOf).filter((name): name is string => name !== null);
    if (names.length > 0) void registry.then(() => preloadEntries(queryClient, names));
  }, [common, recent, registry, queryClient]);
}
