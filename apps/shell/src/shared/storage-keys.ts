/**
 * Every browser storage key and cookie name of SPEC §3, spelled as the spec spells them.
 * Defined once; nothing else in the shell writes a storage key literal.
 */
export const SETTING_KEYS = {
  accessToken: 'Access-Token',
  sidebarType: 'sidebar_type',
  isMobile: 'is_mobile',
  navTheme: 'nav_theme',
  layout: 'layout',
  fixedHeader: 'fixed_header',
  fixedSidebar: 'fixed_sidebar',
  contentWidth: 'content_width',
  autoHideHeader: 'auto_hide_header',
  color: 'color',
  weak: 'weak',
  multiTab: 'multi_tab',
  appLanguage: 'app_language',
} as const;

export const STORAGE_KEYS = {
  uniqueNo: 'uniqueNo',
  userCode: 'userCode',
  tenantId: 'tenantId',
  tokenKey: 'TOKEN_KEY',
  session: 'SESSION',
  allAppCodes: 'all-app-codes',
  firstAppName: 'firstAppName',
  appMenuKey: 'app-menu-key',
  /** Locally stored user data (SPEC §3). */
  userNo: 'userNo',
  userName: 'userName',
  userId: 'userID',
} as const;

/** `app-codes-{resourceCode}`: the app codes of one app of the app centre. */
export const appCodesKey = (resourceCode: string) => `app-codes-${resourceCode}`;

export const COOKIE_NAMES = {
  userId: 'userId',
  userCode: 'userCode',
  lang: 'lang',
  session: 'SESSION',
} as const;

/** The open tabs of one user in one tenant (restored after a reload; not a SPEC key). */
export const tabsKey = (userId: string, tenantId: string) => `portal_tabs_${userId}_${tenantId}`;
