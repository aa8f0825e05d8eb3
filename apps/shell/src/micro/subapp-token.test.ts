import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../shared/session/store.ts';
import { fetchScopedToken } from './subapp-token.ts';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.setState({ token: 'session-token-0123456789', tenantId: '10002' });
});
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the token scoped to one system', () => {
  it('is asked for through the shell client, with the session, tenant and request id of every call', async () => {
    fetchMock.mockResolvedValue(json(200, { code: 0, msg: 'ok', data: { token: 'scoped', expiresAt: 1_900_000_000_000 } }));
    await expect(fetchScopedToken('HR')).resolves.toEqual({ token: 'scoped', expiresAt: 1_900_000_000_000 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit & { headers: Record<string, string> }];
    expect(url).toBe('/api/portal/v1/subapps/HR/token');
    expect(init.method).toBe('POST');
    expect(init.headers.Authorization).toBe('Bearer session-token-0123456789');
    expect(init.headers.tenantId).toBe('10002');
    expect(init.headers['X-Request-Id']).toMatch(/\w{8,}/);
  });

  it('gives the system no token, never the session token, when the server refuses', async () => {
    fetchMock.mockResolvedValue(json(403, { code: 403, msg: '无权访问' }));
    await expect(fetchScopedToken('EXPENSE')).resolves.toBeNull();
  });
});
