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
