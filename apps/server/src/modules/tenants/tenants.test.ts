import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const tenants = async (token: string, tenantId?: string) =>
  (await t.as(token, { method: 'GET', url: '/api/business-center/v1/login/tenants', headers: tenantId ? { tenantId } : {} })).json();
const current = async (token: string, tenantId: string) =>
  t.as(token, { method: 'GET', url: '/api/wutong-idaas-account/current', headers: { tenantId } });
const switchTenant = (token: string, id: string, form = `tenantId=${id}`, tenantId = '10001') =>
  t.as(token, { method: 'POST', url: `/api/business-center/v1/login/${id}/tenant`, payload: form, headers: { ...FORM, tenantId } });
const setAssetTenant = (token: string, id: string, tenantId: string) =>
  t.as(token, { method: 'POST', url: '/api/asset/v1/login/setTenantId', payload: `tenantId=${id}`, headers: { ...FORM, tenantId } });
const unread = async (token: string, tenantId: string) =>
  (
    await t.as(token, {
      method: 'POST',
      url: '/api/business-center/v1/message/conditionquery',
      payload: { userCode: 'zhangsan', pageIndex: 1, pageSize: 50 },
      headers: { tenantId },
    })
  ).json();

describe('tenant list', () => {
  it('lists the tenants the user belongs to, the current one first', async () => {
    const token = await t.login('zhangsan');
    const body = await tenants(token);
    expect(body.code).toBe(0);
    expect(body.data.map((x: { id: string }) => x.id)).toEqual(['10001', '10002']);
    expect(body.data[0]).toMatchObject({ name: '星河数智科技有限公司', description: '集团总部 · 长沙', logo: '' });
    const lisi = await t.login('lisi');
    expect((await tenants(lisi)).data.map((x: { id: string }) => x.id)).toEqual(['10001']);
  });

  it('has a Shenzhen intern with few permissions, so refusals can be seen in the portal', async () => {
    const token = await t.login('wangxiao');
    expect((await tenants(token, '10002')).data.map((x: { id: string }) => x.id)).toEqual(['10002']);
    const user = (await current(token, '10002')).json().data;
    const held = user.roles.flatMap((r: { permissions: { permissionId: string }[] }) => r.permissions.map((p) => p.permissionId)).sort();
    expect(held).toEqual(['home', 'user-center']);
  });
});

describe('switching tenant', () => {
  it('moves the session to the chosen tenant (form encoded, code 0); later requests carry and see the new tenant only', async () => {
    const token = await t.login('zhangsan');
    const hq = await unread(token, '10001');
    const response = await switchTenant(token, '10002');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, data: { id: '10002', name: '星河数智（深圳）有限公司' } });

    expect((await current(token, '10002')).json().data.tenantId).toBe('10002');
    expect((await current(token, '10001')).statusCode).toBe(403);
    expect((await tenants(token, '10002')).data.map((x: { id: string }) => x.id)).toEqual(['10002', '10001']);

    const shenzhen = await unread(token, '10002');
    expect(shenzhen.total).toBeGreaterThan(0);
    for (const message of shenzhen.data) expect(message.title).toMatch(/^【深圳】/);
    const hqIds = new Set(hq.data.map((m: { id: string }) => m.id));
    expect(shenzhen.data.some((m: { id: string }) => hqIds.has(m.id))).toBe(false);
  });

  it('also switches through /asset/v1/login/setTenantId', async () => {
    const token = await t.login('zhangsan');
    const response = await setAssetTenant(token, '10002', '10001');
    expect(response.json()).toMatchObject({ code: 0, data: { id: '10002' } });
    expect((await current(token, '10002')).json().data.tenantId).toBe('10002');
    expect((await setAssetTenant(token, '10001', '10002')).json().code).toBe(0);
    expect((await current(token, '10001')).json().data.tenantId).toBe('10001');
  });

  it('switches only the calling session, not the user’s other sessions', async () => {
    const first = await t.login('zhangsan');
    const second = await t.login('zhangsan');
    expect((await switchTenant(first, '10002')).json().code).toBe(0);
    expect((await current(second, '10001')).json().data.tenantId).toBe('10001');
  });

  it('refuses a tenant the user does not belong to and leaves the session where it was', async () => {
    const token = await t.login('lisi');
    const refused = await switchTenant(token, '10002');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('您不属于该租户');
    const asset = await setAssetTenant(token, '10002', '10001');
    expect(asset.statusCode).toBe(403);
    const unknown = await switchTenant(token, '99999');
    expect(unknown.statusCode).toBe(403);
    expect((await current(token, '10001')).json().data.tenantId).toBe('10001');
    expect((await current(token, '10002')).statusCode).toBe(403);
  });

  it('answers a clear 400 for a malformed id or a form naming another tenant, and changes nothing', async () => {
    const token = await t.login('zhangsan');
    const malformed = await switchTenant(token, 'abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().msg).toMatch(/^请求参数错误/);
    expect((await switchTenant(token, '10002', 'tenantId=10001')).statusCode).toBe(400);
    expect((await setAssetTenant(token, '', '10001')).statusCode).toBe(400);
    expect((await current(token, '10001')).json().data.tenantId).toBe('10001');
  });

  it('answers in the caller’s language', async () => {
    const token = await t.login('lisi');
    const response = await t.as(token, {
      method: 'POST',
      url: '/api/business-center/v1/login/10002/tenant',
      payload: 'tenantId=10002',
      headers: FORM,
      cookies: { lang: 'en-US' },
    });
    expect(response.json().msg).toBe('You are not a member of this tenant');
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/asset/v1/login/setTenantId', payload: 'tenantId=10001', headers: FORM });
    expect(response.statusCode).toBe(401);
  });
});
