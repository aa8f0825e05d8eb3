import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { FRAME_PATHS, PATHS, SESSION_COOKIE, USER_CENTER_PATHS, switchTenantPath } from '@portal/contracts';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * Cross-site request forgery: the session cookie alone authorises no write from another origin
 * (another site, or another host of the same site). A forged form POST to the tenant switch,
 * and body-less POSTs to revoke-others and logout, change nothing.
 */
let t: TestApp;
const OWN = 'http://portal.example';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const currentTenant = async (token: string) =>
  (await t.as(token, { method: 'GET', url: `/api${PATHS.currentUser}` })).json<{ data: { tenantId: string } }>().data.tenantId;
const alive = async (token: string) => (await t.as(token, { method: 'GET', url: `/api${PATHS.currentUser}` })).statusCode === 200;

/** A write carrying only the session cookie, as a page elsewhere would make the browser send it. */
function withCookie(token: string, options: InjectOptions & { headers?: Record<string, string> }) {
  return t.app.inject({ ...options, headers: { host: 'portal.example', ...options.headers }, cookies: { [SESSION_COOKIE]: token } });
}

const FORGED: [string, Record<string, string>][] = [
  ['another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
  ['another host of the same site', { origin: 'http://intranet.portal.example', 'sec-fetch-site': 'same-site' }],
  ['an Origin header only', { origin: 'http://evil.example' }],
  ['an opaque origin', { origin: 'null' }],
  ['neither Origin nor Sec-Fetch-Site', {}],
];

describe('writes authorised by the cookie alone', () => {
  it.each(FORGED)('refuses a form POST switching the tenant from %s, and the tenant stays', async (_name, headers) => {
    const token = await t.login('zhangsan');
    const before = await currentTenant(token);
    const target = before === '10001' ? '10002' : '10001';
    for (const request of [
      { url: `/api${FRAME_PATHS.setTenantId}`, payload: `tenantId=${target}` },
      { url: `/api${switchTenantPath(target)}`, payload: `tenantId=${target}` },
    ]) {
      const response = await withCookie(token, { method: 'POST', ...request, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' } });
      expect(response.statusCode).toBe(403);
      expect(response.json<{ msg: string }>().msg).toBe('拒绝来自其他站点的请求');
    }
    expect(await currentTenant(token)).toBe(before);
  });

  it.each(FORGED)('refuses body-less POSTs to revoke-others and logout from %s, and every session lives on', async (_name, headers) => {
    const victim = await t.login('lisi');
    const other = await t.login('lisi');
    expect((await withCookie(victim, { method: 'POST', url: `/api${USER_CENTER_PATHS.revokeOtherSessions}`, headers })).statusCode).toBe(403);
    expect((await withCookie(victim, { method: 'POST', url: `/api${PATHS.logout}`, headers })).statusCode).toBe(403);
    expect(await alive(victim)).toBe(true);
    expect(await alive(other)).toBe(true);
  });

  it('accepts the portal’s own pages: Sec-Fetch-Site same-origin or none, or the portal’s Origin', async () => {
    const token = await t.login('zhangsan');
    const before = await currentTenant(token);
    const target = before === '10001' ? '10002' : '10001';
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const same = await withCookie(token, { method: 'POST', url: `/api${FRAME_PATHS.setTenantId}`, payload: `tenantId=${target}`, headers: { ...form, 'sec-fetch-site': 'same-origin', origin: OWN } });
    expect(same.statusCode).toBe(200);
    expect(await currentTenant(token)).toBe(target);
    const byOrigin = await withCookie(token, { method: 'POST', url: `/api${FRAME_PATHS.setTenantId}`, payload: `tenantId=${before}`, headers: { ...form, origin: `${OWN}:80` } });
    expect(byOrigin.statusCode).toBe(200);
    const typed = await withCookie(token, { method: 'POST', url: `/api${PATHS.logout}`, headers: { 'sec-fetch-site': 'none' } });
    expect(typed.statusCode).toBe(200);
    expect(await alive(token)).toBe(false);
  });

  it('lets a call with the Authorization header through (another page cannot set it)', async () => {
    const token = await t.login('lisi');
    const response = await t.as(token, { method: 'POST', url: `/api${PATHS.logout}`, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(200);
  });

  it('still answers reads to a cookie from anywhere (they change nothing)', async () => {
    const token = await t.login('lisi');
    const response = await withCookie(token, { method: 'GET', url: `/api${PATHS.currentUser}`, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(200);
  });
});

/** SPEC §8's 996: the shell calls logout, and the server ends the session and clears the HttpOnly cookie. */
describe('ending the session in the browser', () => {
  const cleared = (setCookie: string | string[] | undefined) =>
    [setCookie ?? []].flat().some((line) => line.startsWith(`${SESSION_COOKIE}=;`) && /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line));

  it('logout ends the session and answers with the HttpOnly cookie cleared', async () => {
    const token = await t.login('lisi');
    const response = await withCookie(token, { method: 'POST', url: `/api${PATHS.logout}`, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(response.statusCode).toBe(200);
    expect(cleared(response.headers['set-cookie'])).toBe(true);
    expect(await alive(token)).toBe(false);
  });

  it('clears a cookie whose session is already gone, with the 401', async () => {
    const token = await t.login('lisi');
    await t.as(token, { method: 'POST', url: `/api${PATHS.logout}` });
    const response = await withCookie(token, { method: 'POST', url: `/api${PATHS.logout}`, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(response.statusCode).toBe(401);
    expect(cleared(response.headers['set-cookie'])).toBe(true);
    const read = await withCookie(token, { method: 'GET', url: `/api${PATHS.currentUser}` });
    expect(cleared(read.headers['set-cookie'])).toBe(true);
  });
});
