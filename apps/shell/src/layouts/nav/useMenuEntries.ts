import { useMemo } from 'react';
import { allows } from '@portal/contracts';
import { PORTAL_ROUTES } from '../../app/routes.tsx';
import { useSessionStore } from '../../shared/session/store.ts';
import { buildMenu, type MenuEntry } from '../menu.ts';

/** The menu entries the signed-in user may see (SPEC §6: a page not permitted is absent). */
export function useMenuEntries(): MenuEntry[] {
  const permissions = useSessionStore((s) => s.permissions);
  return useMemo(() => buildMenu(PORTAL_ROUTES, (id) => allows(permissions, id)), [permissions]);
}
