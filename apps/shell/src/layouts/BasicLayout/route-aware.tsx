import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { allows } from '@portal/contracts';
import type { RouteHandle } from '../../shared/routing/route-types.ts';
import { useSessionStore } from '../../shared/session/store.ts';
import { KeepAliveOutlet } from '../tabs/KeepAliveOutlet.tsx';

const Forbidden = lazy(() => import('../../shared/components/ErrorPages.tsx').then((m) => ({ default: m.Forbidden })));

/** A page is refused when any matched route needs a permission the user does not hold (SPEC §6). */
function useRouteAllowed(): boolean {
  const permissions = useSessionStore((s) => s.permissions);
  return useMatches().every((match) => {
    const permission = (match.handle as RouteHandle | undefined)?.route.permission;
    return !permission || allows(permissions, permission);
  });
}

/**
 * The frame's only part that follows the route: the open tabs' views (or the refusal of a page
 * the user may not see). The rest of the frame does not render again when a tab is switched.
 */
export function FramePages({ multiTab }: { multiTab: boolean }) {
  const allowed = useRouteAllowed();
  return (
    <KeepAliveOutlet
      multiTab={multiTab}
      replacement={
        allowed ? undefined : (
          <Suspense fallback={null}>
            <Forbidden />
          </Suspense>
        )
      }
    />
  );
}

/** Mounted while the mobile menu is open: a navigation (a menu choice) closes it. */
export function CloseOnNavigate({ onClose }: { onClose: () => void }) {
  const { pathname } = useLocation();
  const [openedAt] = useState(pathname);
  useEffect(() => {
    if (pathname !== openedAt) onClose();
  }, [pathname, openedAt, onClose]);
  return null;
}
