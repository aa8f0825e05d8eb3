import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const search = async (token: string, keyword: string) =>
  (await t.as(token, { method: 'GET', url: `/api/kirin-hr-biz/user/getUserProgramInfo?keyword=${encodeURIComponent(keyword)}` })).json();

describe('find colleague', () => {
  it('matches by name, pinyin, department, phone and email, with contact details', async () => {
    const token = await t.login('lisi');
    const byName = await search(token, '张三');
    expect(byName.data[0]).toMatchObject({ realName: '张三', department: '信息技术部', email: 'zhangsan@xinghe-tech.com' });
    expect(byName.data[0].phone).toMatch(/^1[34578]\d{9}$/);
    expect((await search(token, 'zhangsan')).data.map((c: { realName: string }) => c.realName)).toContain('张三');
    const finance = (await search(token, '财务部')).data.map((c: { realName: string }) => c.realName);
    expect(finance).toEqual(expect.arrayContaining(['王五', '吴婷', '梁梅']));
    const phone = byName.data[0].phone as string;
    expect((await search(token, phone.slice(-6))).data[0].realName).toBe('张三');
    expect((await search(token, 'wangwu@')).data[0].realName).toBe('王五');
  });

  it('refuses more than 30 characters, and users without the address book', async () => {
    const token = await t.login('lisi');
    const long = await t.as(token, { method: 'GET', url: `/api/kirin-hr-biz/user/getUserProgramInfo?keyword=${'张'.repeat(31)}` });
    expect(long.statusCode).toBe(400);
    const intern = await t.login('wangxiao');
    expect((await t.as(intern, { method: 'GET', url: '/api/kirin-hr-biz/user/getUserProgramInfo?keyword=张' })).statusCode).toBe(403);
  });

  it('says whether the search shows, following the user’s setting and permission', async () => {
    const check = async (token: string, userCode: string) =>
      (await t.as(token, { method: 'GET', url: `/api/user-end/v1/featurePermission/checkUserProgramInfo?userCode=${userCode}` })).json();
    const token = await t.login('zhangsan');
    expect((await check(token, 'zhangsan')).data).toEqual([{ featureCode: 'colleague-search', enabled: true }]);
    await t.as(token, { method: 'PUT', url: '/api/user-end/v1/userprefer/home-layout', payload: { widgets: ['news'], colleagueSearch: false } });
    expect((await check(token, 'zhangsan')).data[0].enabled).toBe(false);
    expect((await check(await t.login('wangxiao'), 'wangxiao')).data[0].enabled).toBe(false);
    expect((await t.as(token, { method: 'GET', url: '/api/user-end/v1/featurePermission/checkUserProgramInfo?userCode=lisi' })).statusCode).toBe(403);
  });
});

describe('address book export', () => {
  it('downloads a spreadsheet with headers for users holding export', async () => {
    const token = await t.login('zhangsan');
    const response = await t.as(token, { method: 'GET', url: '/api/business-center/v1/users/export/address/book?sign=财务部' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('attachment');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFF姓名,账号,部门,职位,手机,邮箱');
    expect(lines.some((line) => line.startsWith('王五,wangwu,财务部,财务经理,'))).toBe(true);
  });

  it('refuses users without the export action', async () => {
    const token = await t.login('lisi');
    const response = await t.as(token, { method: 'GET', url: '/api/business-center/v1/users/export/address/book' });
    expect(response.statusCode).toBe(403);
  });
});
