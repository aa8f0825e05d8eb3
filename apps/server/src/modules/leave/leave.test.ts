import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const leave = { leaveType: 'annual', startDate: '2026-12-01', endDate: '2026-12-03', reason: '回老家探亲' };
const apply = (token: string, payload: Record<string, unknown>) => t.as(token, { method: 'POST', url: '/api/hr/v1/leave/create', payload });
const mine = async (token: string) => (await t.as(token, { method: 'GET', url: '/api/hr/v1/leave/mine' })).json();

describe('HR leave requests', () => {
  it('stores a request for the signed-in employee, counting its days, pending approval', async () => {
    const token = await t.login('lisi');
    const created = (await apply(token, leave)).json().data;
    expect(created).toMatchObject({ leaveType: 'annual', days: 3, status: 'pending' });
    expect((await mine(token)).data[0]).toMatchObject({ id: created.id, reason: '回老家探亲' });
    expect((await mine(await t.login('zhangsan'))).data).toEqual([]);
  });

  it('refuses an end before the start, an unknown type or no reason, and stores nothing', async () => {
    const token = await t.login('wangwu');
    for (const bad of [{ ...leave, endDate: '2026-11-30' }, { ...leave, leaveType: 'nap' }, { ...leave, reason: '' }]) {
      expect((await apply(token, bad)).statusCode).toBe(400);
    }
    expect((await mine(token)).data).toEqual([]);
  });

  it('is refused to whoever lacks the HR module', async () => {
    const token = await t.login('wangxiao');
    expect((await apply(token, leave)).statusCode).toBe(403);
    expect((await t.as(token, { method: 'GET', url: '/api/hr/v1/leave/mine' })).statusCode).toBe(403);
  });
});
