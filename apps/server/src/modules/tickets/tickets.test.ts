import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ticket = { title: 'VPN 连不上', category: 'network', description: '在家登录 VPN 时提示证书错误', contact: '13800001234' };
const submit = (token: string, payload: Record<string, unknown>) => t.as(token, { method: 'POST', url: '/api/wos/v1/tickets/create', payload });
const mine = async (token: string) => (await t.as(token, { method: 'GET', url: '/api/wos/v1/tickets/mine' })).json().data as { id: string; title: string; status: string }[];

describe('WOS problem-feedback tickets', () => {
  it('stores a submitted ticket and lists it in the author’s tickets as submitted', async () => {
    const token = await t.login('zhangsan');
    const response = await submit(token, ticket);
    expect(response.statusCode).toBe(200);
    const created = response.json().data;
    expect(created).toMatchObject({ title: 'VPN 连不上', status: 'submitted', category: 'network' });
    expect(created.ticketNo).toMatch(/^WOH\d{8}\d{5}$/);
    expect((await mine(token))[0]).toMatchObject({ id: created.id, title: 'VPN 连不上', status: 'submitted' });
  });

  it('refuses a ticket without title, with an unknown category or a too short description, and stores nothing', async () => {
    const token = await t.login('lisi');
    for (const bad of [{ ...ticket, title: '' }, { ...ticket, category: 'coffee' }, { ...ticket, description: '坏了' }, { ...ticket, contact: undefined }]) {
      const response = await submit(token, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBeTruthy();
    }
    expect(await mine(token)).toEqual([]);
  });

  it('never shows one user’s ticket to another, neither in the list nor by id', async () => {
    const author = await t.login('wangwu');
    const created = (await submit(author, { ...ticket, title: '打印机卡纸' })).json().data;
    const other = await t.login('lisi');
    expect((await mine(other)).map((x) => x.title)).not.toContain('打印机卡纸');
    expect((await t.as(other, { method: 'GET', url: `/api/wos/v1/tickets/${created.id}` })).statusCode).toBe(404);
    expect((await t.as(author, { method: 'GET', url: `/api/wos/v1/tickets/${created.id}` })).json().data.title).toBe('打印机卡纸');
  });

  it('keeps tickets in the tenant they were submitted in', async () => {
    const token = await t.login('zhangsan');
    await t.as(token, {
      method: 'POST',
      url: '/api/business-center/v1/login/10002/tenant',
      payload: 'tenantId=10002',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await mine(token)).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/wos/v1/tickets/create', payload: ticket })).statusCode).toBe(401);
  });
});

describe('the sub-app registry', () => {
  it('names all 38 sub-apps, each mounted under /pba/app-center/main/{name}/', async () => {
    const token = await t.login('zhangsan');
    const list = (await t.as(token, { method: 'GET', url: '/api/portal/v1/subapps' })).json().data as { name: string; activeRule: string }[];
    expect(list).toHaveLength(38);
    expect(list.find((e) => e.name === 'CANTEEN')?.activeRule).toBe('/pba/app-center/main/CANTEEN/');
  });

  it('tells each user which systems they may open', async () => {
    const lisi = await t.login('lisi');
    const list = (await t.as(lisi, { method: 'GET', url: '/api/portal/v1/subapps' })).json().data as { name: string; permitted: boolean }[];
    const permitted = (name: string) => list.find((e) => e.name === name)?.permitted;
    expect([permitted('HR'), permitted('WOS'), permitted('EXPENSE'), permitted('TAXMG')]).toEqual([true, true, false, false]);
  });

  it('refuses a finance sub-app to lisi, who lacks 财务管理, and grants it to zhangsan', async () => {
    const lisi = await t.login('lisi');
    expect((await t.as(lisi, { method: 'GET', url: '/api/portal/v1/subapps/EXPENSE' })).statusCode).toBe(403);
    expect((await t.as(lisi, { method: 'GET', url: '/api/portal/v1/subapps/HR' })).statusCode).toBe(200);
    const zhangsan = await t.login('zhangsan');
    expect((await t.as(zhangsan, { method: 'GET', url: '/api/portal/v1/subapps/EXPENSE' })).json().data.name).toBe('EXPENSE');
  });

  it('answers 404 for a name outside the registry', async () => {
    const token = await t.login('zhangsan');
    expect((await t.as(token, { method: 'GET', url: '/api/portal/v1/subapps/NOPE' })).statusCode).toBe(404);
  });
});
