import { useEffect, useState } from 'react';
import { KeepAliveOutlet } from '../tabs/KeepAliveOutlet.tsx';
import { useShownRoute } from '../tabs/route-scope.tsx';

/**
 * The frame's only part that follows the route: the open tabs' views (a page the user may not
 * see never gets here: the access guard in app/ refuses it first, SPEC §6). The rest of the
 * frame does not render again when a tab is switched.
 */
export function FramePages({ multiTab }: { multiTab: boolean }) {
  return <KeepAliveOutlet multiTab={multiTab} />;
}

/** Mounted while the mobile menu is open: a navigation (a menu choice) closes it. */
export function CloseOnNavigate({ onClose }: { onClose: () => void }) {
  const { pathname } = useShownRoute().location;
  const [openedAt] = useState(pathname);
  useEffect(() => {
    if (pathname !== openedAt) onClose();
  }, [pathname, openedAt, onClose]);
  return null;
}
