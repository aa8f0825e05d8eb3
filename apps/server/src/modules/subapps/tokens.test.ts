import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, createTestApp, md5, type TestApp } from '../../../test/helpers.ts';

const configFile = path.join(mkdtempSync(path.join(tmpdir(), 'subapp-tokens-')), 'subapps.json');
writeFileSync(
  configFile,
  JSON.stringify({
    WOS: { entry: '/subapps/wos/' },
    HR: { entry: '/subapps/hr/' },
    REPORTS: { entry: '/subapps/reports/' },
    EXPENSE: { entry: 'https://expense.example.com/' },
    CRM: { entry: 'http://portal.example.com/crm/', title: { 'en-US': 'Customers' } },
  }),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ subappsConfig: configFile });
});
afterAll(async () => {
  await t.close();
});

const ticket = { title: '网络故障', category: 'network', description: '会议室无线网络连不上', contact: '13800000000' };

async function scoped(session: string, name: string): Promise<{ token: string; expiresAt: number }> {
  const response = await t.as(session, { method: 'POST', url: `/api/portal/v1/subapps/${name}/token` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { token: string; expiresAt: number };
}
const status = async (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  (await t.as(token, { method, url, ...(payload ? { payload } : {}) })).statusCode;

describe('the registry API', () => {
  it('answers each entry with its origin and title; an entry on the portal\'s own origin counts as same-origin', async () => {
    const session = await t.login('zhangsan');
    const list = (await t.as(session, { method: 'GET', url: '/api/portal/v1/subapps', headers: { host: 'portal.example.com' } })).json().data as Record<string, unknown>[];
    const byName = (name: string) => list.find((entry) => entry.name === name);
    expect(byName('EXPENSE')).toMatchObject({ entry: 'https://expense.example.com/', origin: 'https://expense.example.com' });
    expect(byName('CRM')).toMatchObject({ entry: 'http://portal.example.com/crm/', origin: null, title: { 'en-US': 'Customers' } });
    expect(byName('HR')).toMatchObject({ entry: '/subapps/hr/', origin: null });
    expect(byName('SRM')).toMatchObject({ entry: null, origin: null });
    expect(list.some((entry) => 'engine' in entry)).toBe(false);
    const other = await t.as(session, { method: 'GET', url: '/api/portal/v1/subapps/CRM', headers: { host: 'portal.internal:8080' } });
    expect(other.json().data.origin).toBe('http://portal.example.com');
  });
});

describe('a token scoped to one sub-app', () => {
  it('is issued for a system the user may open, and refused for others', async () => {
    const lisi = await t.login('lisi');
    const { token, expiresAt } = await scoped(lisi, 'HR');
    expect(token).toMatch(/^subapp\./);
    expect(expiresAt).toBeGreaterThan(Date.now());
    const session = await t.db.selectFrom('sessions').select('expires_at').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(expiresAt).toBeLessThanOrEqual(session.expires_at.getTime());
    // Stored hashed, tied to its session.
    expect(await t.db.selectFrom('subapp_tokens').select('token_hash').where('token_hash', '=', token).executeTakeFirst()).toBeUndefined();
    expect((await t.as(lisi, { method: 'POST', url: '/api/portal/v1/subapps/EXPENSE/token' })).statusCode).toBe(403);
    expect((await t.as(lisi, { method: 'POST', url: '/api/portal/v1/subapps/SRM/token' })).statusCode).toBe(404);
    expect((await t.as(lisi, { method: 'POST', url: '/api/portal/v1/subapps/NOPE/token' })).statusCode).toBe(404);
  });

  it('calls its own API and the current user, and nothing else', async () => {
    const session = await t.login('zhangsan');
    const { token } = await scoped(session, 'WOS');
    expect(await status(token, 'GET', '/api/wos/v1/tickets/mine')).toBe(200);
    expect(await status(token, 'POST', '/api/wos/v1/tickets/create', ticket)).toBe(200);
    const me = await t.as(token, { method: 'GET', url: '/api/wutong-idaas-account/current' });
    expect(me.json().data.userCode ?? me.json().data.username).toBe('zhangsan');
    // The reference reads of SPEC §7: dictionaries (GET and POST), regions, colleagues.
    expect(await status(token, 'GET', '/api/business-center/dict/getDictSelect?dictType=sex')).toBe(200);
    expect(await status(token, 'POST', '/api/business-center/dict/getDictSelect', { dictType: 'sex' })).toBe(200);
    expect(await status(token, 'POST', '/api/business-center/v1/region/select', {})).toBe(200);
    expect(await status(token, 'GET', '/api/talkweb-user-center/user/inner/get-user-by-code?userCode=lisi')).toBe(200);

    const refused: [string, 'GET' | 'POST', string, object?][] = [
      ['bank cards', 'POST', '/api/business-center-config-web/v1/user/bank/card/subbranch/page', { pageIndex: 1, pageSize: 10 }],
      ['password', 'POST', '/api/wutong-idaas-account/user/update-password', { id: 'x', password: md5('a'), newPassword: md5('b') }],
      ['sessions', 'GET', '/api/wutong-idaas-account/sessions'],
      ['sign out elsewhere', 'POST', '/api/wutong-idaas-account/sessions/revoke-others', {}],
      ['tenant switch', 'POST', '/api/business-center/v1/login/10001/tenant', { tenantId: '10001' }],
      ['logout', 'POST', '/api/logout/cas', {}],
      ['messages', 'POST', '/api/business-center/v1/message/conditionquery', { pageIndex: 1, pageSize: 1 }],
      ['another system', 'GET', '/api/hr/v1/leave/mine'],
      ['a new token', 'POST', '/api/portal/v1/subapps/WOS/token', {}],
    ];
    for (const [what, method, url, payload] of refused) {
      const response = await t.as(token, { method, url, ...(payload ? { payload } : {}) });
      expect([what, response.statusCode]).toEqual([what, 403]);
      expect(response.json().msg).toBe('没有权限执行此操作');
    }
    // The session itself is untouched by all that.
    expect(await status(session, 'GET', '/api/wutong-idaas-account/sessions')).toBe(200);
  });

  it('HR calls /api/hr/; REPORTS reads the ticket counts but writes no ticket', async () => {
    const session = await t.login('zhangsan');
    const hr = (await scoped(session, 'HR')).token;
    expect(await status(hr, 'GET', '/api/hr/v1/leave/mine')).toBe(200);
    expect(await status(hr, 'GET', '/api/wos/v1/tickets/mine')).toBe(403);
    const reports = (await scoped(session, 'REPORTS')).token;
    expect(await status(reports, 'GET', '/api/wos/v1/tickets/stats')).toBe(200);
    expect(await status(reports, 'POST', '/api/wos/v1/tickets/create', ticket)).toBe(403);
    expect(await status(reports, 'GET', '/api/wos/v1/tickets/mine')).toBe(403);
  });

  it('keeps the 50 newest tokens of a session: an older frame\'s token ends first', async () => {
    const session = await t.login('zhangsan');
    const first = (await scoped(session, 'WOS')).token;
    for (let i = 0; i < 49; i += 1) await scoped(session, 'WOS');
    expect(await status(first, 'GET', '/api/wos/v1/tickets/mine')).toBe(200);
    const latest = (await scoped(session, 'WOS')).token;
    expect(await status(first, 'GET', '/api/wos/v1/tickets/mine')).toBe(401);
    expect(await status(latest, 'GET', '/api/wos/v1/tickets/mine')).toBe(200);
  });

  it('is never accepted from the cookie', async () => {
    const { token } = await scoped(await t.login('zhangsan'), 'WOS');
    const response = await t.app.inject({ method: 'GET', url: '/api/wos/v1/tickets/mine', cookies: { SESSION: token } });
    expect(response.statusCode).toBe(401);
  });

  it('ends with its session: logout, signing out elsewhere, expiry', async () => {
    const session = await t.login('zhangsan');
    const { token } = await scoped(session, 'WOS');
    expect(await status(token, 'GET', '/api/wos/v1/tickets/mine')).toBe(200);
    expect(await status(session, 'POST', '/api/logout/cas', {})).toBe(200);
    expect(await status(token, 'GET', '/api/wos/v1/tickets/mine')).toBe(401);

    const phone = await t.login('zhangsan');
    const onPhone = (await scoped(phone, 'WOS')).token;
    const desktop = await t.login('zhangsan');
    expect(await status(desktop, 'POST', '/api/wutong-idaas-account/sessions/revoke-others', {})).toBe(200);
    expect(await status(onPhone, 'GET', '/api/wos/v1/tickets/mine')).toBe(401);

    const short = await t.login('zhangsan');
    await t.db.updateTable('sessions').set({ expires_at: new Date(Date.now() + 1500) }).where('revoked_at', 'is', null).where('expires_at', '>', new Date()).execute();
    const { token: brief, expiresAt } = await scoped(short, 'WOS');
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 1500);
    expect(await status(brief, 'GET', '/api/wos/v1/tickets/mine')).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt - Date.now()) + 50));
    expect(await status(brief, 'GET', '/api/wos/v1/tickets/mine')).toBe(401);
  });

  it('ends when the user changes the password', async () => {
    const session = await t.login('wangwu');
    const { token } = await scoped(session, 'HR');
    expect(await status(token, 'GET', '/api/hr/v1/leave/mine')).toBe(200);
    const me = (await t.as(session, { method: 'GET', url: '/api/wutong-idaas-account/current' })).json().data as { userId?: string; id?: string };
    const changed = await t.as(session, {
      method: 'POST',
      url: '/api/wutong-idaas-account/user/update-password',
      payload: { id: me.userId ?? me.id, password: md5(DEMO_PASSWORD), newPassword: md5('Another@2026') },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await status(token, 'GET', '/api/hr/v1/leave/mine')).toBe(401);
  });
});
