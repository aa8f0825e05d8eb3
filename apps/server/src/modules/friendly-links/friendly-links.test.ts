import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const links = (token: string, tenantId: string) =>
  t.as(token, { method: 'GET', url: '/api/business-center/v1/friendly-link/list', headers: { tenantId } });

describe('friendly links of the footer', () => {
  it('lists url and name of the current tenant’s links in their order', async () => {
    const token = await t.login('lisi');
    const body = (await links(token, '10001')).json();
    expect(body.code).toBe(0);
    expect(body.data[0]).toEqual({ name: '企业邮箱', url: 'https://mail.xinghe-tech.com/' });
    expect(body.data).toHaveLength(8);
    for (const link of body.data) expect(Object.keys(link).sort()).toEqual(['name', 'url']);
  });

  it('follows the session into another tenant', async () => {
    const token = await t.login('zhangsan');
    const hq = (await links(token, '10001')).json().data.map((l: { name: string }) => l.name);
    await t.as(token, {
      method: 'POST',
      url: '/api/business-center/v1/login/10002/tenant',
      payload: 'tenantId=10002',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const shenzhen = (await links(token, '10002')).json().data.map((l: { name: string }) => l.name);
    expect(shenzhen).toContain('深圳研发中心门户');
    expect(hq).not.toContain('深圳研发中心门户');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/business-center/v1/friendly-link/list' })).statusCode).toBe(401);
  });
});
