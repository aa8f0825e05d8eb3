import { useEffect, useState } from 'react';
import { SCROLL_DETECT_MS } from '../../shared/constants.ts';
import { useSettingsStore } from '../../shared/settings/store.ts';

/** Below antd's `md` breakpoint the portal is in mobile mode (SPEC §4). */
export const MOBILE_QUERY = '(max-width: 767.98px)';

/** Follows the screen width into the settings store's `isMobile` (is_mobile). */
export function useMobileMode(): boolean {
  const isMobile = useSettingsStore((s) => s.isMobile);
  const setMobile = useSettingsStore((s) => s.setMobile);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const update = () => setMobile(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [setMobile]);
  return isMobile;
}

/**
 * Auto-hide header: with a fixed header, scrolling down past it hides it and scrolling up shows
 * it again. Scroll position is sampled every 50 ms (SPEC §9 scroll detection).
 */
export function useHeaderHidden(enabled: boolean, headerHeight: number): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    let pending = false;
    const check = () => {
      pending = false;
      const y = window.scrollY;
      if (y > last && y > headerHeight) setHidden(true);
      else if (y < last || y <= headerHeight) setHidden(false);
      last = y;
    };
    const onScroll = () => {
      if (pending) return;
      pending = true;
      window.setTimeout(check, SCROLL_DETECT_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, headerHeight]);
  return enabled && hidden;
}
