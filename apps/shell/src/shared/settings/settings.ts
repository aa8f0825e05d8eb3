/**
 * Layout settings of SPEC §2 with the defaults of SPEC §9 and the rules of SPEC §4. Pure: the
 * store persists them and the boot script (public/boot-theme.js) applies them before first paint.
 */
/**
 * `dark` and `light` colour the navigation only (SPEC §2); `realDark` (Ant Design Pro's name)
 * darkens the whole page: antd's dark algorithm and the portal's own colours, with a dark menu.
 */
export type NavTheme = 'dark' | 'light' | 'realDark';
/** What the menu itself can be: antd's Menu and Sider know two themes. */
export type MenuTheme = 'dark' | 'light';
/** What the page content is, and what sub-apps receive as `theme.mode`. */
export type PageMode = 'dark' | 'light';
export type LayoutMode = 'sidemenu' | 'topmenu' | 'mixmenu';
export type ContentWidth = 'Fluid' | 'Fixed';

export interface LayoutSettings {
  navTheme: NavTheme;
  /** Primary colour, `#rrggbb`. */
  color: string;
  layout: LayoutMode;
  fixedHeader: boolean;
  fixedSidebar: boolean;
  contentWidth: ContentWidth;
  autoHideHeader: boolean;
  weak: boolean;
  multiTab: boolean;
}

/** The primary colour choices (Ant Design's palette names); green is the default. */
export const PRIMARY_COLORS = [
  { key: 'green', color: '#52C41A' },
  { key: 'daybreak', color: '#1677FF' },
  { key: 'geekblue', color: '#2F54EB' },
  { key: 'cyan', color: '#13C2C2' },
  { key: 'purple', color: '#722ED1' },
  { key: 'dust', color: '#F5222D' },
  { key: 'volcano', color: '#FA541C' },
  { key: 'sunset', color: '#FAAD14' },
] as const;
export type PrimaryColorKey = (typeof PRIMARY_COLORS)[number]['key'];

export const NAV_THEMES: readonly NavTheme[] = ['dark', 'light', 'realDark'];
export const LAYOUT_MODES: readonly LayoutMode[] = ['sidemenu', 'topmenu', 'mixmenu'];
export const CONTENT_WIDTHS: readonly ContentWidth[] = ['Fluid', 'Fixed'];

/** SPEC §9: theme dark, primary colour green, side menu, fluid, fixed header and sider off, multi-tab on. */
export const DEFAULT_SETTINGS: LayoutSettings = {
  navTheme: 'dark',
  color: '#52C41A',
  layout: 'sidemenu',
  fixedHeader: false,
  fixedSidebar: false,
  contentWidth: 'Fluid',
  autoHideHeader: false,
  weak: false,
  multiTab: true,
};

/**
 * A change with the SPEC §4 rules applied: the side menu forces fluid width; other layouts make
 * the width fixed and unpin the sider. The top menu has no sider to pin; auto-hiding needs a
 * fixed header.
 */
export function applyChange(current: LayoutSettings, change: Partial<LayoutSettings>): LayoutSettings {
  const next = { ...current, ...change };
  if (change.layout !== undefined && change.layout !== current.layout) {
    if (next.layout === 'sidemenu') next.contentWidth = 'Fluid';
    else {
      next.contentWidth = 'Fixed';
      next.fixedSidebar = false;
    }
  }
  if (next.layout === 'sidemenu') next.contentWidth = 'Fluid';
  if (next.layout === 'topmenu') next.fixedSidebar = false;
  if (!next.fixedHeader) next.autoHideHeader = false;
  return next;
}

/** What is in force on a narrow screen (SPEC §4): fluid width, whatever is stored. */
export function effectiveSettings(settings: LayoutSettings, isMobile: boolean): LayoutSettings {
  return isMobile ? { ...settings, contentWidth: 'Fluid' } : settings;
}

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);
}

/** The menu's theme for a navigation theme: dark in both dark choices. */
export function menuThemeOf(navTheme: NavTheme): MenuTheme {
  return navTheme === 'light' ? 'light' : 'dark';
}

/** The page's mode for a navigation theme: dark only for the whole-page dark choice. */
export function pageModeOf(navTheme: NavTheme): PageMode {
  return navTheme === 'realDark' ? 'dark' : 'light';
}
