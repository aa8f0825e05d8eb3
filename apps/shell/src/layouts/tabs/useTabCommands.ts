import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { shellEvents } from '../../shared/events/shell-events.ts';
import { tabLabels } from '../../shared/tabs/tab-title.ts';
import { closeBy, HOME_TAB, type CloseAction } from '../../shared/tabs/tabs-model.ts';
import { useTabsStore } from '../../shared/tabs/tabs-store.ts';
import { useViewState } from '../../shared/tabs/view-state.ts';
import { useShellNavigate } from '../../shared/routing/router-state.ts';
import { useFeedback } from '../../shared/feedback/feedback.ts';

export type { CloseAction };

/**
 * Tab actions with their side effects: the SPEC §8 messages when refused, a confirmation before
 * tabs with unsaved input are closed, `tabClosed` for every removed tab (its kept-alive view and
 * any sub-app instance are freed), and navigation to the tab that became active.
 */
export function useTabCommands() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const navigate = useShellNavigate();

  const goToActive = useCallback(() => {
    const { tabs, activeKey } = useTabsStore.getState();
    const tab = tabs.find((x) => x.key === activeKey) ?? HOME_TAB;
    navigate(tab.path);
  }, [navigate]);

  const apply = useCallback(
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

  /** Closes tabs; when some of them hold unsaved input, only once the user confirms (Cancel keeps every tab). */
  const close = useCallback(
    (action: CloseAction, key?: string) => {
      const state = useTabsStore.getState();
      const dirty = useViewState.getState().dirty;
      const unsaved = closeBy(state, action, key).removed.filter((removed) => dirty.has(removed));
      if (unsaved.length === 0) {
        apply(action, key);
        return;
      }
      const labels = tabLabels(state.tabs, t);
      const titles = unsaved.map((removed) => t('layout.tabs.quoted', { title: labels.get(removed) ?? removed })).join(t('layout.tabs.listSeparator'));
      modal.confirm({
        title: t('layout.tabs.unsavedTitle'),
        content: t('layout.tabs.unsavedContent', { titles, count: unsaved.length }),
        okText: t('layout.tabs.unsavedOk'),
        cancelText: t('layout.tabs.unsavedCancel'),
        okButtonProps: { danger: true },
        onOk: () => apply(action, key),
      });
    },
    [apply, modal, t],
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
