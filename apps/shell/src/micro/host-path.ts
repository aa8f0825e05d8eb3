import { FUNCTION_PATH_PREFIX, SUBAPP_NAMES } from '@portal/contracts';

export const MAIN_PREFIX = FUNCTION_PATH_PREFIX;

/** A business function's address: `/app-center/main/{NAME}{path inside the sub-app}`. */
export interface FunctionAddress {
  name: string;
  /** Path with query inside the sub-app, starting with `/`. */
  innerPath: string;
  /** The name is one of the registry (SPEC §3). */
  known: boolean;
}

export function parseFunctionAddress(pathname: string, search: string): FunctionAddress | null {
  if (!pathname.startsWith(MAIN_PREFIX)) return null;
  const rest = pathname.slice(MAIN_PREFIX.length);
  const slash = rest.indexOf('/');
  const name = slash < 0 ? rest : rest.slice(0, slash);
  if (!name) return null;
  const inner = slash < 0 ? '/' : rest.slice(slash) || '/';
  return { name, innerPath: `${inner}${search}`, known: (SUBAPP_NAMES as readonly string[]).includes(name) };
}

/** The portal path of a sub-app route. */
export function functionPath(name: string, innerPath: string): string {
  return `${MAIN_PREFIX}${name}${innerPath.startsWith('/') ? innerPath : `/${innerPath}`}`;
}

/** The URL the engine loads: the deployed entry plus the path inside the sub-app. */
export function entryUrl(entry: string, innerPath: string): string {
  return `${entry.replace(/\/+$/, '')}${innerPath.startsWith('/') ? innerPath : `/${innerPath}`}`;
}

/**
 * A path a system reported as its route, made safe to put in the portal's address: relative to
 * the system (a leading `/` is added), without `..` segments, `//` or backslashes (which would
 * leave `/app-center/main/{NAME}/`). Answers null when refused.
 */
export function safeInnerPath(path: string): string | null {
  const inner = path.startsWith('/') ? path : `/${path}`;
  const pathname = inner.split(/[?#]/)[0] ?? '';
  if (/\/\/|\\/.test(pathname) || pathname.split('/').some((segment) => segment === '..' || segment === '.' || /%2e%2e|%2f|%5c/i.test(segment))) return null;
  return inner;
}
