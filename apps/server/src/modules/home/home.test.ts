import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let lisi: string;
beforeAll(async () => {
  t = await createTestApp();
  lisi = await t.login('lisi');
});
afterAll(async () => {
  await t.close();
});

const get = (token: string, url: string) => t.as(token, { method: 'GET', url });

describe('news of the home page', () => {
  it('answers the latest items of the four categories, pinned first', async () => {
    const body = (await get(lisi, '/api/business-center/v1/news/latest')).json();
    expect(Object.keys(body.data).sort()).toEqual(['business', 'news', 'notice', 'system']);
    expect(body.data.news[0].title).toBe('星河数智荣获“2026年度数字化转型优秀企业”称号');
    expect(body.data.news[0].pinned).toBe(true);
    expect(body.data.news[0]).not.toHaveProperty('body');
  });

  it('pages one category and opens an item with its sanitised body', async () => {
    const page = (await get(lisi, '/api/business-center/v1/news/list?type=notice&pageIndex=1&pageSize=2')).json();
    expect(page.total).toBe(5);
    expect(page.data).toHaveLength(2);
    const detail = (await get(lisi, `/api/business-center/v1/news/detail?id=${page.data[0].id}`)).json();
    expect(detail.data.body).toContain('<p>');
    expect(detail.data.body).not.toMatch(/<script|onerror|onclick/);
  });

  it('refuses an unknown category and another tenant’s item', async () => {
    expect((await get(lisi, '/api/business-center/v1/news/list?type=gossip')).statusCode).toBe(400);
    const zhangsan = await t.login('zhangsan');
    await t.as(zhangsan, { method: 'POST', url: '/api/business-center/v1/login/10002/tenant', payload: 'tenantId=10002', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const shenzhen = (await get(zhangsan, '/api/business-center/v1/news/list?type=news')).json();
    const foreign = shenzhen.data[0].id as string;
    expect((await get(lisi, `/api/business-center/v1/news/detail?id=${foreign}`)).statusCode).toBe(404);
  });
});

describe('guides and the canteen menu', () => {
  it('answers each guide with its sections', async () => {
    const guide = (await get(lisi, '/api/business-center/v1/guide/hrguide')).json().data;
    expect(guide.title).toBe('人事指南');
    expect(guide.sections.map((s: { title: string }) => s.title)).toContain('请假与休假');
    expect((await get(lisi, '/api/business-center/v1/guide/nosuchguide')).statusCode).toBe(400);
  });

  it('answers Monday to Friday of this week with three meals', async () => {
    const week = (await get(lisi, '/api/business-center/v1/canteen/week-menu')).json().data;
    expect(week.canteen).toContain('员工餐厅');
    expect(week.days).toHaveLength(5);
    expect(week.days[0].meals.lunch).toContain('剁椒鱼头');
    expect(new Date(`${week.days[0].date}T00:00:00Z`).getUTCDay()).toBe(1);
  });
});

describe('the home layout of /user-center/custom', () => {
  it('starts with every widget and keeps what the user saves, per user', async () => {
    const initial = (await get(lisi, '/api/user-end/v1/userprefer/home-layout')).json().data;
    expect(initial).toEqual({ widgets: ['dashboard', 'apps', 'news', 'guides', 'canteen'], colleagueSearch: true });
    const saved = await t.as(lisi, { method: 'PUT', url: '/api/user-end/v1/userprefer/home-layout', payload: { widgets: ['news', 'dashboard'], colleagueSearch: false } });
    expect(saved.json().data).toEqual({ widgets: ['news', 'dashboard'], colleagueSearch: false });
    expect((await get(lisi, '/api/user-end/v1/userprefer/home-layout')).json().data.widgets).toEqual(['news', 'dashboard']);
    const zhangsan = await t.login('zhangsan');
    expect((await get(zhangsan, '/api/user-end/v1/userprefer/home-layout')).json().data.widgets).toHaveLength(5);
  });

  it('refuses unknown or repeated widgets and changes nothing', async () => {
    const before = (await get(lisi, '/api/user-end/v1/userprefer/home-layout')).json().data;
    const bad = await t.as(lisi, { method: 'PUT', url: '/api/user-end/v1/userprefer/home-layout', payload: { widgets: ['news', 'news'], colleagueSearch: true } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('duplicate widget');
    expect((await t.as(lisi, { method: 'PUT', url: '/api/user-end/v1/userprefer/home-layout', payload: { widgets: ['ads'], colleagueSearch: true } })).statusCode).toBe(400);
    expect((await get(lisi, '/api/user-end/v1/userprefer/home-layout')).json().data).toEqual(before);
  });
});
