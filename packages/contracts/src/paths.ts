/**
 * API paths of SPEC §7, relative to the `/api` base. One place for both sides.
 * Features add their families here as they are built.
 */
export const API_BASE = '/api';

export const PATHS = {
  health: '/health',
  ready: '/ready',
  login: '/wutong-idaas-account/login',
  currentUser: '/wutong-idaas-account/current',
  updatePassword: '/wutong-idaas-account/user/update-password',
  logout: '/logout/cas',
} as const;

/** Where the identity login page lives (served by the portal server, outside the shell). */
export const LOGIN_PAGE = '/idaas/login';
/** The shell's base path. */
export const SHELL_BASE = '/pba';
export const HOME_PATH = '/pba/home/index';

/** Where business functions open inside the shell (SPEC §2): `/app-center/main/{system}{path inside it}`. */
export const FUNCTION_PATH_PREFIX = '/app-center/main/';
/** The shell path of a business function: the prefix and its target (system name and path, leading slashes dropped). */
export const functionPath = (target: string) => `${FUNCTION_PATH_PREFIX}${target.replace(/^\/+/, '')}`;

/** The portal's languages (SPEC §4), zh-CN the source. */
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Single sign-on to company systems (SPEC §7). */
export const SSO_PATHS = {
  mailSignUrl: '/business-center/v1/email/mail/usersignurlbycode',
  wikiCodeLogin: '/wiki-index/developers-server/rest/user/req-gateway/code-login',
} as const;

export interface WikiLogin {
  token: string;
  /** The wiki address to open with `_tk`. */
  url: string;
}
