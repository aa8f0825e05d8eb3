import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { shellEvents } from '../../shared/events/shell-events.ts';
import { useTabsStore } from '../../shared/tabs/tabs-store.ts';
import { useViewState } from '../../shared/tabs/view-state.ts';
import { forgetView, type ViewCache } from './view-cache.ts';
import { useFeedback } from '../../shared/feedback/feedback.ts';

/** Views with unsaved input are not dropped silently (see `rememberView`). */
export const mayDrop = (key: string) => !useViewState.getState().dirty.has(key);

/**
 * Follows the kept views: a dropped view's tab is marked "reloads when shown"; when more than
 * `max` are kept because every candidate has unsaved input, the user is asked whether to close the
 * least recently used one (declining keeps it, over the limit, until the next open).
 */
export function useEvictionPrompt(cache: ViewCache, setCache: Dispatch<SetStateAction<ViewCache>>, shownKey: string, max: number) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const asked = useRef<string | null>(null);
  const tabs = useTabsStore((s) => s.tabs);

  useEffect(() => shellEvents.on('tabClosed', ({ key }) => useViewState.getState().forget(key)), []);

  useEffect(() => {
    const state = useViewState.getState();
    for (const key of cache.dropped ?? []) state.setEvicted(key, true);
    if (cache.views.some((v) => v.key === shownKey)) state.setEvicted(shownKey, false);
  }, [cache, shownKey]);

  useEffect(() => {
    const open = new Set(tabs.map((tab) => tab.key));
    const kept = cache.order.filter((key) => open.has(key));
    if (kept.length <= max) return;
    const oldest = kept.find((key) => key !== shownKey);
    if (!oldest || asked.current === shownKey) return;
    asked.current = shownKey;
    const tab = tabs.find((item) => item.key === oldest);
    const title = tab?.title ?? (tab?.titleKey ? String(t(tab.titleKey)) : oldest);
    modal.confirm({
      title: t('appCenter.host.evictTitle'),
      content: t('appCenter.host.evictContent', { title }),
      okText: t('appCenter.host.evictOk'),
      cancelText: t('appCenter.host.evictCancel'),
      okButtonProps: { danger: true },
      onOk: () => {
        useViewState.getState().setDirty(oldest, false);
        useViewState.getState().setEvicted(oldest, true);
        setCache((current) => forgetView(current, oldest));
      },
    });
  }, [cache, max, modal, setCache, shownKey, t, tabs]);
}
