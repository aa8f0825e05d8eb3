import { useEffect } from 'react';
import { shellEvents } from '../../shared/events/shell-events.ts';
import { useTabsStore } from '../../shared/tabs/tabs-store.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { useTabCommands } from './useTabCommands.ts';

/**
 * Lets any part of the shell, and any sub-app through its bridge, close a tab, set a tab's title
 * or clear the panes by event (SPEC §2). Always mounted, with or without the tab bar.
 */
export function TabsController() {
  const { close, clearPanes } = useTabCommands();
  useDocumentTitle();
  useEffect(() => {
    const offs = [
      shellEvents.on('closeTab', ({ key }) => close('current', key)),
      // Titles sent by event come from the system shown in the tab: they win over the catalogue's.
      shellEvents.on('setTabTitle', ({ key, title }) => useTabsStore.getState().setTitle(title, key, 'system')),
      shellEvents.on('clearPanes', () => clearPanes()),
    ];
    return () => offs.forEach((off) => off());
  }, [close, clearPanes]);
  return null;
}
