import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('workbench dashboard', () => {
  it('counts my to-dos, my applications and my done items in the current tenant', async () => {
    const token = await t.login('zhangsan');
    const tiles = (await t.as(token, { method: 'GET', url: '/api/business-center/v1/workbench/dashboard' })).json().data;
    expect(tiles).toEqual([
      { key: 'todo', title: '我的待办', count: 8, iconType: 'todo' },
      { key: 'apply', title: '我的申请', count: 6, iconType: 'apply' },
      { key: 'done', title: '我的已办', count: 12, iconType: 'done' },
    ]);
  });

  it('titles the tiles in the user’s language', async () => {
    const token = await t.login('lisi');
    const tiles = (await t.as(token, { method: 'GET', url: '/api/business-center/v1/workbench/dashboard', cookies: { lang: 'en-US' } })).json().data;
    expect(tiles.map((tile: { title: string }) => tile.title)).toEqual(['My to-dos', 'My applications', 'Done']);
    expect(tiles.map((tile: { count: number }) => tile.count)).toEqual([3, 4, 5]);
  });
});
