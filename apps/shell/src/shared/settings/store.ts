import { create } from 'zustand';
import { applySettingsToDocument } from './document.ts';
import { DEFAULT_SETTINGS, applyChange, type LayoutSettings } from './settings.ts';
import { loadSettings, loadSidebarExpanded, saveIsMobile, saveSettings, saveSidebarExpanded } from './storage.ts';

interface SettingsState {
  settings: LayoutSettings;
  /** The sider is expanded (sidebar_type). */
  sidebarExpanded: boolean;
  /** Narrow screen (is_mobile): the menu lives in a drawer. */
  isMobile: boolean;
  /** Changes settings with the SPEC §4 rules, persists and applies them. */
  change: (change: Partial<LayoutSettings>) => void;
  reset: () => void;
  setSidebarExpanded: (expanded: boolean) => void;
  setMobile: (isMobile: boolean) => void;
}

function commit(settings: LayoutSettings, sidebarExpanded: boolean) {
  saveSettings(settings);
  applySettingsToDocument(settings, sidebarExpanded);
}

export const useSettingsStore = create<SettingsState>((set, get) => ({
  settings: loadSettings(),
  sidebarExpanded: loadSidebarExpanded(),
  isMobile: false,
  change: (change) => {
    const settings = applyChange(get().settings, change);
    commit(settings, get().sidebarExpanded);
    set({ settings });
  },
  reset: () => {
    commit(DEFAULT_SETTINGS, get().sidebarExpanded);
    set({ settings: DEFAULT_SETTINGS });
  },
  setSidebarExpanded: (sidebarExpanded) => {
    saveSidebarExpanded(sidebarExpanded);
    applySettingsToDocument(get().settings, sidebarExpanded);
    set({ sidebarExpanded });
  },
  setMobile: (isMobile) => {
    if (isMobile === get().isMobile) return;
    saveIsMobile(isMobile);
    set({ isMobile });
  },
}));
