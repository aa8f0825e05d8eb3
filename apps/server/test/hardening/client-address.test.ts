import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS, USER_END_PATHS, USER_CENTER_PATHS } from '@portal/contracts';
import { loadConfig } from '../../src/config.ts';
import { createTestApp, md5, DEMO_PASSWORD, type TestApp } from '../helpers.ts';

/**
 * X-Forwarded-For is believed only from TRUSTED_PROXIES: from any other peer the socket's address
 * is the client's, so a header cannot pick a fresh address for every guess or forge the one the
 * sessions list records.
 */
const PROXY = '10.9.0.1';
const CLIENT = '192.0.2.7';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ trustedProxies: [PROXY], loginMaxFailures: 5 });
});
afterAll(async () => t?.close());

function loginFrom(remoteAddress: string, username: string, password: string, forwardedFor?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api${PATHS.login}`,
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { username, password: md5(password) },
  });
}

async function recordedAddress(token: string): Promise<string | undefined> {
  const response = await t.as(token, { method: 'GET', url: `/api${USER_CENTER_PATHS.sessions}` });
  const items = response.json<{ data: { ip: string; current: boolean }[] }>().data;
  return items.find((item) => item.current)?.ip;
}

describe('the client address', () => {
  it('trusts loopback proxies by default, a configured list, or none', () => {
    expect(loadConfig({}).trustedProxies).toEqual(['127.0.0.1/8', '::1/128']);
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.5, 172.16.0.0/12,fd00::/8' }).trustedProxies).toEqual(['10.0.0.5', '172.16.0.0/12', 'fd00::/8']);
    expect(loadConfig({ TRUSTED_PROXIES: 'none' }).trustedProxies).toEqual([]);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'nginx.local' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('records the socket address, not a forged X-Forwarded-For, when the peer is no trusted proxy', async () => {
    const response = await loginFrom(CLIENT, 'lisi', DEMO_PASSWORD, '203.0.113.66');
    expect(response.statusCode).toBe(200);
    expect(await recordedAddress(response.json<{ data: { token: string } }>().data.token)).toBe(CLIENT);
  });

  it('records the address a trusted proxy reports', async () => {
    const response = await loginFrom(PROXY, 'lisi', DEMO_PASSWORD, '203.0.113.9');
    expect(response.statusCode).toBe(200);
    expect(await recordedAddress(response.json<{ data: { token: string } }>().data.token)).toBe('203.0.113.9');
  });

  it('takes the address the proxy saw, not what the client put before it in the header', async () => {
    const response = await loginFrom(PROXY, 'lisi', DEMO_PASSWORD, '198.51.100.1, 203.0.113.10');
    expect(await recordedAddress(response.json<{ data: { token: string } }>().data.token)).toBe('203.0.113.10');
  });

  it('locks an account after five wrong passwords however the header changes, the right one included', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await loginFrom(CLIENT, 'wangwu', 'Wrong@0000', `203.0.113.${100 + i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const right = await loginFrom(CLIENT, 'wangwu', DEMO_PASSWORD, '203.0.113.250');
    expect(right.statusCode).toBe(429);
    // Another address is another client: it is not locked out by this one.
    expect((await loginFrom('192.0.2.8', 'wangwu', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('does not let a forged header pick the origin of a write either', async () => {
    const token = (await loginFrom(CLIENT, 'lisi', DEMO_PASSWORD)).json<{ data: { token: string } }>().data.token;
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api${USER_END_PATHS.saveQueryRecord}`,
      remoteAddress: CLIENT,
      cookies: { SESSION: token },
      headers: { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      payload: { userCode: 'lisi', queryKey: 'forged' },
    });
    expect(forged.statusCode).toBe(403);
  });
});
