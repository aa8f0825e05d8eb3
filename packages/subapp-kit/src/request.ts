/** An answer of the portal API: `code` 0 is success (SPEC §8). */
export interface ApiAnswer<T> {
  code: number | string;
  msg?: string;
  data: T;
}

/** A refused or failed call, with the server's message. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const TIMEOUT_MS = 30_000;

/**
 * Calls the portal API at `{apiBase}{path}` with the token of the props (read at each call: the
 * portal re-sends props with a fresh token). Inside the portal no cookie is sent: the scoped token is the credential.
 */
export function createRequest(auth: () => { token: string; tenantId: string }, apiBase = '/api', credentials: RequestCredentials = 'omit') {
  return async function request<T>(path: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
    try {
      const { token, tenantId } = auth();
      const response = await fetch(`${apiBase}${path}`, {
        method: init.method ?? 'GET',
        credentials,
        signal: controller.signal,
        headers: {
          authorization: `Bearer ${token}`,
          tenantId,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
      const body = (await response.json().catch(() => null)) as ApiAnswer<T> | null;
      if (!response.ok || !body || String(body.code) !== '0') {
        throw new ApiError(body?.msg ?? `HTTP ${response.status}`, response.status);
      }
      return body.data;
    } finally {
      clearTimeout(timer);
    }
  };
}
