import { SETTING_KEYS } from '../storage-keys.ts';
import {
  CONTENT_WIDTHS,
  DEFAULT_SETTINGS,
  LAYOUT_MODES,
  NAV_THEMES,
  applyChange,
  isHexColor,
  type LayoutSettings,
} from './settings.ts';

/**
 * The settings under the SPEC §3 keys, as plain strings (`dark`, `sidemenu`, `Fluid`, `true`,
 * `#52C41A`) so the boot script can read them without the app.
 */
const KEY_OF: Record<keyof LayoutSettings, string> = {
  navTheme: SETTING_KEYS.navTheme,
  color: SETTING_KEYS.color,
  layout: SETTING_KEYS.layout,
  fixedHeader: SETTING_KEYS.fixedHeader,
  fixedSidebar: SETTING_KEYS.fixedSidebar,
  contentWidth: SETTING_KEYS.contentWidth,
  autoHideHeader: SETTING_KEYS.autoHideHeader,
  weak: SETTING_KEYS.weak,
  multiTab: SETTING_KEYS.multiTab,
};

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

function flag(value: string | null, fallback: boolean): boolean {
  return value === 'true' ? true : value === 'false' ? false : fallback;
}

/** Stored settings; anything missing or malformed falls back to the SPEC default. */
export function loadSettings(): LayoutSettings {
  const d = DEFAULT_SETTINGS;
  const stored: LayoutSettings = {
    navTheme: oneOf(read(KEY_OF.navTheme), NAV_THEMES, d.navTheme),
    color: isHexColor(read(KEY_OF.color)) ? (read(KEY_OF.color) as string).toUpperCase() : d.color,
    layout: oneOf(read(KEY_OF.layout), LAYOUT_MODES, d.layout),
    fixedHeader: flag(read(KEY_OF.fixedHeader), d.fixedHeader),
    fixedSidebar: flag(read(KEY_OF.fixedSidebar), d.fixedSidebar),
    contentWidth: oneOf(read(KEY_OF.contentWidth), CONTENT_WIDTHS, d.contentWidth),
    autoHideHeader: flag(read(KEY_OF.autoHideHeader), d.autoHideHeader),
    weak: flag(read(KEY_OF.weak), d.weak),
    multiTab: flag(read(KEY_OF.multiTab), d.multiTab),
  };
  return applyChange(stored, {});
}

export function saveSettings(settings: LayoutSettings): void {
  for (const name of Object.keys(KEY_OF) as (keyof LayoutSettings)[]) {
    localStorage.setItem(KEY_OF[name], String(settings[name]));
  }
}

/** sidebar_type: `true` while the sider is expanded (the default), `false` when collapsed. */
export function loadSidebarExpanded(): boolean {
  return flag(read(SETTING_KEYS.sidebarType), true);
}

export function saveSidebarExpanded(expanded: boolean): void {
  localStorage.setItem(SETTING_KEYS.sidebarType, String(expanded));
}

export function saveIsMobile(isMobile: boolean): void {
  localStorage.setItem(SETTING_KEYS.isMobile, String(isMobile));
}
