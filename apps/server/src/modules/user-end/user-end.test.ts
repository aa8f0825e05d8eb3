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

describe('search history', () => {
  it('keeps the newest queries first, once each, for the caller only', async () => {
    for (const queryKey of ['请假', '报销', '请假']) {
      const saved = await t.as(zhangsan, { method: 'POST', url: '/api/user-end/v1/userQueryHistory/saveQueryRecord', payload: { userCode: 'zhangsan', queryKey } });
      expect(saved.json().code).toBe(0);
    }
    const records = (await t.as(zhangsan, { method: 'GET', url: '/api/user-end/v1/userQueryHistory/queryHistoryRecords?userCode=zhangsan' })).json().data;
    expect(records.map((r: { queryKey: string }) => r.queryKey)).toEqual(['请假', '报销']);
    const theirs = await t.as(lisi, { method: 'GET', url: '/api/user-end/v1/userQueryHistory/queryHistoryRecords?userCode=zhangsan' });
    expect(theirs.statusCode).toBe(403);
  });

  it('refuses an empty query', async () => {
    const response = await t.as(zhangsan, { method: 'POST', url: '/api/user-end/v1/userQueryHistory/saveQueryRecord', payload: { userCode: 'zhangsan', queryKey: '  ' } });
    expect(response.statusCode).toBe(400);
  });
});

describe('recently visited functions', () => {
  it('records visits by source, newest first, with systemCode defaulting to "null"', async () => {
    const visit = (resourceCode: string, src = 'app') =>
      t.as(zhangsan, {
        method: 'POST',
        url: '/api/user-end/v1/userprefer/adduserrecentvisitedres',
        payload: { src, resourceName: resourceCode, resourceCode, resourcePath: '/x', moduleCode: 'HR' },
      });
    await visit('A');
    await visit('B');
    await visit('A');
    await visit('C', 'recommend');
    const all = (await t.as(zhangsan, { method: 'GET', url: '/api/user-end/v1/userprefer/getuserrecentvisitedres' })).json().data;
    expect(all.map((v: { resourceCode: string }) => v.resourceCode)).toEqual(['C', 'A', 'B']);
    expect(all[0].systemCode).toBe('null');
    const recommended = (await t.as(zhangsan, { method: 'GET', url: '/api/user-end/v1/userprefer/getuserrecentvisitedres?src=recommend' })).json().data;
    expect(recommended.map((v: { resourceCode: string }) => v.resourceCode)).toEqual(['C']);
    expect((await t.as(lisi, { method: 'GET', url: '/api/user-end/v1/userprefer/getuserrecentvisitedres' })).json().data).toEqual([]);
  });
});
