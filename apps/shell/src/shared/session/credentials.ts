import Cookies from 'js-cookie';
import { LOGIN_PAGE, SHELL_BASE, type CurrentUser, type LoginData } from '@portal/contracts';
import { DEFAULT_TENANT_ID } from '../constants.ts';
import { COOKIE_NAMES, SETTING_KEYS, STORAGE_KEYS } from '../storage-keys.ts';

/**
 * The storage of the session (SPEC §3 keys and cookies): the login token and the locally stored
 * user data. The identity login page writes the login here; in the shell only the session store
 * (`store.ts`) reads and writes it. Framework-free on purpose.
 */
function storedToken(): string | null {
  return localStorage.getItem(SETTING_KEYS.accessToken) ?? localStorage.getItem(STORAGE_KEYS.tokenKey);
}

export function storeLogin(data: LoginData): void {
  localStorage.setItem(SETTING_KEYS.accessToken, data.token);
  localStorage.setItem(STORAGE_KEYS.tokenKey, data.token);
  localStorage.setItem(STORAGE_KEYS.uniqueNo, data.uniqueNo);
  localStorage.setItem(STORAGE_KEYS.userCode, data.userCode);
  localStorage.setItem(STORAGE_KEYS.userId, data.userId);
  localStorage.setItem(STORAGE_KEYS.tenantId, data.tenantId);
  const cookie = { path: '/', sameSite: 'lax' as const };
  Cookies.set(COOKIE_NAMES.userId, data.userId, cookie);
  Cookies.set(COOKIE_NAMES.userCode, data.userCode, cookie);
}

/** Who signed in, as stored (ids the requests carry). */
export interface StoredIdentity {
  userId: string;
  userCode: string;
  userNo: string;
  uniqueNo: string;
}

/** The session as stored: what the session store starts from. */
export function readStoredSession(): { token: string | null; tenantId: string; identity: StoredIdentity } {
  return {
    token: storedToken(),
    tenantId: localStorage.getItem(STORAGE_KEYS.tenantId) ?? DEFAULT_TENANT_ID,
    identity: {
      userId: Cookies.get(COOKIE_NAMES.userId) ?? localStorage.getItem(STORAGE_KEYS.userId) ?? '',
      userCode: localStorage.getItem(STORAGE_KEYS.userCode) ?? Cookies.get(COOKIE_NAMES.userCode) ?? '',
      userNo: localStorage.getItem(STORAGE_KEYS.userNo) ?? '',
      uniqueNo: localStorage.getItem(STORAGE_KEYS.uniqueNo) ?? '',
    },
  };
}

const SESSION_KEYS = new Set<string>([SETTING_KEYS.accessToken, STORAGE_KEYS.tokenKey, STORAGE_KEYS.tenantId, STORAGE_KEYS.userCode, STORAGE_KEYS.userId, STORAGE_KEYS.userNo, STORAGE_KEYS.uniqueNo]);

/** Whether a change of this storage key (null: storage cleared) changes the stored session. */
export const isSessionKey = (key: string | null) => key === null || SESSION_KEYS.has(key);

/** Stores the loaded user's data (SPEC §3 locally stored user data); answers the identity stored. */
export function storeUser(user: CurrentUser): StoredIdentity {
  localStorage.setItem(STORAGE_KEYS.userNo, user.userNo);
  localStorage.setItem(STORAGE_KEYS.userName, user.realName);
  localStorage.setItem(STORAGE_KEYS.uniqueNo, user.uniqueNo);
  localStorage.setItem(STORAGE_KEYS.tenantId, user.tenantId);
  return readStoredSession().identity;
}

export function storeTenantId(tenantId: string): void {
  localStorage.setItem(STORAGE_KEYS.tenantId, tenantId);
}

/** Forgets the token (SPEC §8, 401). */
export function clearStoredToken(): void {
  localStorage.removeItem(SETTING_KEYS.accessToken);
  localStorage.removeItem(STORAGE_KEYS.tokenKey);
}

/** Forgets the session cookie, the stored session and the token (SPEC §8, 996). */
export function clearStoredSession(): void {
  clearStoredToken();
  localStorage.removeItem(STORAGE_KEYS.session);
  sessionStorage.removeItem(STORAGE_KEYS.session);
  Cookies.remove(COOKIE_NAMES.session, { path: '/' });
}

const REDIRECT_ROOT = `${SHELL_BASE}/`;
/** Control characters (tab and newline included) and backslashes, which browsers read as slashes. */
function hasUnsafeCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || char === '\\') return true;
  }
  return false;
}
/** A dot segment, an empty segment (`//`) or a scheme-like start, after decoding. */
const UNSAFE_PATH = /(^|\/)\.{1,2}(\/|$)|\/\/|^[a-z][\w+.-]*:/i;

/** The text as far as percent-decoding takes it (twice-encoded forms too); null when it does not decode. */
function fullyDecoded(text: string): string | null {
  let current = text;
  for (let i = 0; i < 4; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * Where to go after login: only a path under `/pba/` of this origin. The target is refused when
 * it, or any percent-decoding of it, holds a backslash, a control character, an empty segment
 * (`//`) or a dot segment, or when resolving it leaves `/pba/` or the origin. The answer is the
 * resolved path itself (what was checked is what the browser is sent to); anything else falls
 * back.
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith(REDIRECT_ROOT)) return fallback;
  const decoded = fullyDecoded(target);
  if (decoded === null || hasUnsafeCharacter(decoded) || UNSAFE_PATH.test(decoded.split(/[?#]/)[0] ?? '')) return fallback;
  try {
    const url = new URL(target, window.location.origin);
    const path = url.pathname + url.search + url.hash;
    if (url.origin !== window.location.origin || !url.pathname.startsWith(REDIRECT_ROOT) || url.pathname.includes('//')) return fallback;
    return path;
  } catch {
    return fallback;
  }
}

/** Full-page navigation, one seam for tests (jsdom cannot navigate). */
export const browserNavigation = {
  assign: (url: string) => window.location.assign(url),
};

/** Sends the browser to the identity login page, remembering where it was. */
export function goToLogin(): void {
  const here = window.location.pathname + window.location.search + window.location.hash;
  const redirect = here.startsWith(LOGIN_PAGE) ? '' : `?redirect=${encodeURIComponent(here)}`;
  browserNavigation.assign(`${LOGIN_PAGE}${redirect}`);
}
