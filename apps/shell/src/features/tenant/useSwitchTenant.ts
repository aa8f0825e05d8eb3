import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { shellEvents } from '../../shared/events/shell-events.ts';
import { loadCurrentUser } from '../../shared/session/api.ts';
import { useTabsStore } from '../../shared/tabs/tabs-store.ts';
import { switchTenant } from './api.ts';

/**
 * Switches tenant and rebuilds what depends on it (SPEC §4): the user's roles and menus in the
 * new tenant, every cached query (all keys start with the tenant), the open panes (home only),
 * then tells the rest of the shell.
 */
export function useSwitchTenant() {
  const queryClient = useQueryClient();
  return useCallback(
    async (tenantId: string) => {
      await switchTenant(tenantId);
      const user = await loadCurrentUser();
      queryClient.clear();
      useTabsStore.getState().restore(user.id, user.tenantId);
      shellEvents.emit('clearPanes', {});
      shellEvents.emit('tenantChanged', { tenantId: user.tenantId });
    },
    [queryClient],
  );
}
