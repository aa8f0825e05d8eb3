import { SHELL_BASE, functionPath, type Language } from './paths.ts';
import type { SubappName } from './modules.ts';

/** A registry entry's title in any of the shell's four languages. */
export type SubappTitle = Partial<Record<Language, string>>;

/**
 * One name of the sub-app registry (SPEC §3) as the server serves it from runtime configuration.
 * `entry` is null when the company has not deployed that system: the shell shows "not deployed".
 */
export interface SubappEntry {
  name: SubappName;
  /** Absolute URL or same-origin path of the sub-app's index; the function path is appended. */
  entry: string | null;
  /** Origin of an entry on another host (`https://crm.example.com`); null for a path on the portal's origin. */
  origin: string | null;
  /** Where the sub-app is mounted in the portal: `/pba/app-center/main/{name}/`. */
  activeRule: string;
  /** The system's own name per language, when the configuration gives one. */
  title?: SubappTitle;
  /** The signed-in user may open its functions (the server refuses the others with 403). */
  permitted?: boolean;
}

const ABSOLUTE_ENTRY = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?(?:[/?#]|$)/i;

/** An entry is a path on the portal's origin (`/crm/`) or an absolute http(s) URL on another origin. */
export function isSubappEntry(entry: string): boolean {
  if (entry.length === 0 || entry.length > 500 || /[\s\\]/.test(entry)) return false;
  if (entry.startsWith('/')) return !entry.startsWith('//');
  const match = ABSOLUTE_ENTRY.exec(entry);
  return match !== null && (match[3] === undefined || Number(match[3]) <= 65535);
}

/** The origin of an entry on another host (`https://crm.example.com`), or null for a path on the portal's origin. */
export function subappEntryOrigin(entry: string | null): string | null {
  const match = entry ? ABSOLUTE_ENTRY.exec(entry) : null;
  if (!match) return null;
  const scheme = (match[1] ?? '').toLowerCase();
  const port = match[3] === undefined || Number(match[3]) === (scheme === 'https' ? 443 : 80) ? '' : `:${Number(match[3])}`;
  return `${scheme}://${(match[2] ?? '').toLowerCase()}${port}`;
}

export const SUBAPP_PATHS = {
  /** Every registry name with its entry. */
  list: '/portal/v1/subapps',
  /** One name, refused when the user may open none of its functions. */
  one: '/portal/v1/subapps/:name',
  /** A token scoped to one system, for its frame (`props.token`). */
  token: '/portal/v1/subapps/:name/token',
} as const;

/** Answer of the token call: the scoped token and when it ends (epoch ms, never after the session). */
export interface SubappToken {
  token: string;
  expiresAt: number;
}

export const subappActiveRule = (name: string) => `${SHELL_BASE}${functionPath(name)}/`;

/** Where the portal serves the standalone kit (one ES module, no imports). */
export const SUBAPP_KIT_PATH = '/pba/subapp-kit.js';

/** What the shell hands every sub-app it mounts (SPEC §3). */
export interface SubappProps {
  userCode: string;
  userId: string;
  token: string;
  routerBase: string;
  tenantId: string;
  language: string;
  /** The portal's look: its primary colour (`#rrggbb`) and its theme setting. */
  theme: { primaryColor: string; mode: 'light' | 'dark' };
}
