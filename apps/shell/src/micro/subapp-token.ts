import { getToken, storedTenantId } from '../shared/session/credentials.ts';

/** A token scoped to one system (`POST /api/portal/v1/subapps/{NAME}/token`). */
export interface ScopedToken {
  token: string;
  expiresAt: number;
}

export const subappTokenPath = (name: string) => `/api/portal/v1/subapps/${encodeURIComponent(name)}/token`;

/**
 * Asks the server for a token that authenticates only `name`'s own API and the read calls a
 * system needs. Never falls back to the user's session token: without the endpoint (or when it
 * refuses) the system gets an empty token.
 */
export async function fetchScopedToken(name: string, signal?: AbortSignal): Promise<ScopedToken | null> {
  const session = getToken();
  try {
    const response = await fetch(subappTokenPath(name), {
      method: 'POST',
      credentials: 'include',
      signal,
      headers: { ...(session ? { authorization: `Bearer ${session}` } : {}), tenantId: storedTenantId() },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: Partial<ScopedToken> } & Partial<ScopedToken>;
    const found = body.data ?? body;
    return typeof found.token === 'string' && typeof found.expiresAt === 'number' ? { token: found.token, expiresAt: found.expiresAt } : null;
  } catch {
    return null;
  }
}

/** When to ask again: a minute before expiry, at least 10 s from now (null: never). */
export function refreshDelay(token: ScopedToken | null, now = Date.now()): number | null {
  if (!token) return null;
  return Math.max(10_000, token.expiresAt - now - 60_000);
}
