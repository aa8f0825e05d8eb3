import { create } from 'zustand';
import { tabsKey } from '../storage-keys.ts';
import {
  closeBy,
  initialTabs,
  moveTab,
  openTab,
  sanitizeStored,
  toStored,
  setTabTitle,
  type CloseAction,
  type CloseResult,
  type OpenRequest,
  type TabsState,
  type TitleSource,
} from './tabs-model.ts';

interface TabsStore extends TabsState {
  /** Storage key of the signed-in user and tenant; tabs are not persisted before it is known. */
  owner: string | null;
  /**
   * Loads the tabs of a user in a tenant. `standalone`: a window opened for one page (a news item
   * in a new window) starts with the home tab only and saves nothing, leaving the main window's tabs alone.
   */
  restore: (userId: string, tenantId: string, standalone?: boolean) => void;
  open: (request: OpenRequest) => void;
  setTitle: (title: string, key?: string, source?: TitleSource) => void;
  /** Moves a tab to index `to` (the home tab stays first); the new order is saved. */
  move: (key: string, to: number) => void;
  /** Applies a close action and answers what it did. */
  close: (action: CloseAction, key?: string) => CloseResult;
  /** Home only (SPEC §4 clear-panes flag). Answers the keys removed. */
  reset: () => string[];
}

function persist(owner: string | null, state: TabsState) {
  if (!owner) return;
  try {
    const stored = toStored(state);
    localStorage.setItem(owner, JSON.stringify({ tabs: stored.tabs, activeKey: stored.activeKey }));
  } catch {
    // Storage full or disabled: tabs simply are not restored after a reload.
  }
}

function load(owner: string): TabsState {
  try {
    return sanitizeStored(JSON.parse(localStorage.getItem(owner) ?? 'null'));
  } catch {
    return initialTabs();
  }
}

/** The open tabs (SPEC §2, §4), persisted per user and tenant. */
export const useTabsStore = create<TabsStore>((set, get) => {
  const update = (next: TabsState) => {
    const { tabs, activeKey, owner } = get();
    if (next.tabs === tabs && next.activeKey === activeKey) return;
    set({ tabs: next.tabs, activeKey: next.activeKey });
    persist(owner, next);
  };
  return {
    ...initialTabs(),
    owner: null,
    restore: (userId, tenantId, standalone = false) => {
      if (standalone) {
        set({ owner: null, ...initialTabs() });
        return;
      }
      const owner = tabsKey(userId, tenantId);
      set({ owner, ...load(owner) });
    },
    open: (request) => update(openTab(get(), request)),
    setTitle: (title, key, source) => update(setTabTitle(get(), title, key, source)),
    move: (key, to) => update(moveTab(get(), key, to)),
    close: (action, key) => {
      const result = closeBy(get(), action, key);
      update(result.state);
      return result;
    },
    reset: () => {
      const removed = get().tabs.map((t) => t.key).filter((key) => key !== initialTabs().activeKey);
      update(initialTabs());
      return removed;
    },
  };
});
