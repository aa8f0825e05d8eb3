import { useMemo } from 'react';
import { allows } from '@portal/contracts';
import { routeTable } from '../../shared/routing/route-table.ts';
import { useSessionStore } from '../../shared/session/store.ts';
import { buildMenu, type MenuEntry } from '../../shared/routing/menu.ts';

/** The menu entries the signed-in user may see (SPEC §6: a page not permitted is absent). */
export function useMenuEntries(): MenuEntry[] {
  const permissions = useSessionStore((s) => s.permissions);
  return useMemo(() => buildMenu(routeTable(), (id) => allows(permissions, id)), [permissions]);
}
