import { SUBAPP_PATHS, type Endpoints } from '@portal/contracts';
import { api, call } from '../shared/http/index.ts';

/** A token scoped to one system (`POST /api/portal/v1/subapps/{NAME}/token`). */
export interface ScopedToken {
  token: string;
  expiresAt: number;
}

const subappTokenIssue = api<Endpoints['subappTokenIssue']>('POST', SUBAPP_PATHS.token);

/**
 * Asks the server for a token that authenticates only `name`'s own API and the read calls a
 * system needs, through the shell's client like every call (its headers; a 401 or 996 ends the
 * session). Quiet: the system's own pane says what went wrong. Never falls back to the user's
 * session token: without the endpoint (or when it refuses) the system gets an empty token.
 */
export async function fetchScopedToken(name: string, signal?: AbortSignal): Promise<ScopedToken | null> {
  try {
    const { data } = await call(subappTokenIssue, { name }, { quiet: true, signal });
    return { token: data.token, expiresAt: data.expiresAt };
  } catch {
    return null;
  }
}

/** When to ask again: a minute before expiry, at least 10 s from now (null: never). */
export function refreshDelay(token: ScopedToken | null, now = Date.now()): number | null {
  if (!token) return null;
  return Math.max(10_000, token.expiresAt - now - 60_000);
}
