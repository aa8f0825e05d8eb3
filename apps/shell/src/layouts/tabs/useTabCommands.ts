import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { shellEvents } from '../../shared/events/shell-events.ts';
import { HOME_TAB } from '../../shared/tabs/tabs-model.ts';
import { useTabsStore } from '../../shared/tabs/tabs-store.ts';

export type CloseAction = 'current' | 'left' | 'right' | 'all';

/**
 * Tab actions with their side effects: the SPEC §8 messages when refused, `tabClosed` for every
 * removed tab (its kept-alive view and any sub-app instance are freed), and navigation to the
 * tab that became active.
 */
export function useTabCommands() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();

  const goToActive = useCallback(() => {
    const { tabs, activeKey } = useTabsStore.getState();
    const tab = tabs.find((x) => x.key === activeKey) ?? HOME_TAB;
    navigate(tab.path);
  }, [navigate]);

  const close = useCallback(
    (action: CloseAction, key?: string) => {
      const before = useTabsStore.getState().activeKey;
      const result = useTabsStore.getState().close(action, key);
      if (result.refused) {
        if (result.refused !== 'fixed') void message.warning(t(`layout.tabs.${result.refused}`));
        return;
      }
      for (const removed of result.removed) shellEvents.emit('tabClosed', { key: removed });
      if (result.state.activeKey !== before) goToActive();
    },
    [goToActive, message, t],
  );

  /** Home only, and back to the home page (SPEC §4 clear-panes flag). */
  const clearPanes = useCallback(() => {
    const removed = useTabsStore.getState().reset();
    for (const key of removed) shellEvents.emit('tabClosed', { key });
    navigate(HOME_TAB.path);
  }, [navigate]);

  const activate = useCallback(
    (key: string) => {
      const tab = useTabsStore.getState().tabs.find((x) => x.key === key);
      if (tab) navigate(tab.path);
    },
    [navigate],
  );

  return { close, clearPanes, activate };
}
