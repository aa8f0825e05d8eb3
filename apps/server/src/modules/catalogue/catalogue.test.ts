import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let zhangsan: string;
let lisi: string;

beforeAll(async () => {
  t = await createTestApp();
  zhangsan = await t.login('zhangsan');
  lisi = await t.login('lisi');
});
afterAll(async () => {
  await t.close();
});

const post = (token: string, url: string, payload: object) => t.as(token, { method: 'POST', url: `/api/wuyou-auth${url}`, payload });

describe('apps and their functions (wuyou-auth)', () => {
  it('lists all 14 modules for zhangsan and none of finance for lisi', async () => {
    const all = (await post(zhangsan, '/auth/list-old-apps', { userId: '1001' })).json().data;
    const codes = all.map((a: { moduleCode: string }) => a.moduleCode);
    for (const code of ['HR', 'BMS', 'PMS', 'SRM', 'FOL', 'PBC', 'ADMINS', 'OFFICIAL', 'BRAND', 'REPORTS', 'WHS', 'WPASS', 'WOS', 'USERCENTER']) {
      expect(codes).toContain(code);
    }
    expect(all.find((a: { moduleCode: string }) => a.moduleCode === 'NETDISK').path).toMatch(/^w:https:/);
    const fewer = (await post(lisi, '/auth/list-old-apps', { userId: '1002' })).json().data;
    expect(fewer.map((a: { moduleCode: string }) => a.moduleCode)).not.toContain('FOL');
    expect(fewer.length).toBe(all.length - 1);
  });

  it('refuses to answer for another user id', async () => {
    expect((await post(lisi, '/auth/list-old-apps', { userId: '1001' })).statusCode).toBe(403);
  });

  it('answers menus with their menuUrl (module code plus resource path)', async () => {
    const menus = (await post(zhangsan, '/auth/list-app-menus', { userId: '1001', appCodes: ['HR'] })).json().data;
    const leave = menus.find((m: { resourceCode: string }) => m.resourceCode === 'HR_LEAVE_APPLY');
    expect(leave).toMatchObject({ resourceType: 1, resourceName: '请假申请', menuUrl: 'HR/leave/apply', moduleCode: 'HR', frontModuleCode: 'HR', systemCode: 'EHR' });
    const services = (await post(zhangsan, '/auth/list-app-services', { userId: '1001', appCodes: ['HR'] })).json().data;
    expect(services[0]).toHaveProperty('serviceUrl');
    const views = (await post(zhangsan, '/auth/list-app-modules', { userId: '1001', appCodes: ['ATTENDANCE'] })).json().data;
    expect(views.map((v: { resourceCode: string }) => v.resourceCode)).toContain('ATT_MONTH_STATS');
  });

  it('finds functions by Chinese text, full pinyin and initials across all apps', async () => {
    const search = async (queryFuzzy: string) =>
      (await post(zhangsan, '/auth/list-app-menus', { userId: '1001', appCodes: [], queryFuzzy })).json().data.map((m: { resourceName: string }) => m.resourceName);
    expect(await search('请假')).toContain('请假申请');
    expect(await search('qingjia')).toContain('请假申请');
    expect(await search('qjsq')).toContain('请假申请');
    expect(await search('baoxiao')).toEqual(expect.arrayContaining(['费用报销', '我的报销', '差旅报销']));
    expect(await search('%')).toEqual([]);
    // Staff type Chinese app names in Latin letters: full pinyin or initials of 人力资源.
    expect(await search('rlzy')).toEqual(expect.arrayContaining(['请假申请', '我的假期']));
    expect(await search('renli')).toEqual(expect.arrayContaining(['请假申请', '工资条']));
  });

  it('never shows finance functions to lisi, even when searched for', async () => {
    const found = (await post(lisi, '/auth/list-app-menus', { userId: '1002', appCodes: ['EXPENSE'], queryFuzzy: '报销' })).json().data;
    expect(found).toEqual([]);
  });
});

describe('common-use functions', () => {
  it('adds once, lists, and deletes per user and tenant', async () => {
    const add = () => post(zhangsan, '/common-use/add', { resourceCode: 'HR_LEAVE_APPLY' });
    expect((await add()).json().code).toBe(0);
    expect((await add()).json().code).toBe(0);
    const list = (await t.as(zhangsan, { method: 'GET', url: '/api/wuyou-auth/common-use/list' })).json().data;
    expect(list.filter((r: { resourceCode: string }) => r.resourceCode === 'HR_LEAVE_APPLY')).toHaveLength(1);
    const other = (await t.as(lisi, { method: 'GET', url: '/api/wuyou-auth/common-use/list' })).json().data;
    expect(other).toEqual([]);
    await post(zhangsan, '/common-use/delete', { resourceCode: 'HR_LEAVE_APPLY' });
    expect((await t.as(zhangsan, { method: 'GET', url: '/api/wuyou-auth/common-use/list' })).json().data).toEqual([]);
  });

  it('refuses a function the user may not open, and an unknown one', async () => {
    expect((await post(lisi, '/common-use/add', { resourceCode: 'EXP_CLAIM_NEW' })).statusCode).toBe(404);
    expect((await post(lisi, '/common-use/add', { resourceCode: 'NO_SUCH' })).statusCode).toBe(404);
    expect((await post(lisi, '/common-use/add', {})).statusCode).toBe(400);
  });
});
