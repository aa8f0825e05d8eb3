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

const query = (token: string, payload: object) => t.as(token, { method: 'POST', url: '/api/business-center/v1/message/conditionquery', payload });

describe('message centre', () => {
  it('answers the unread count as the total of a page-size-1 query', async () => {
    const response = (await query(zhangsan, { userCode: 'zhangsan', pageIndex: 1, pageSize: 1, status: 'noread' })).json();
    expect(response).toMatchObject({ code: 0, total: 5 });
    expect(response.data).toHaveLength(1);
  });

  it('pages newest first', async () => {
    const first = (await query(zhangsan, { userCode: 'zhangsan', pageIndex: 1, pageSize: 5 })).json();
    const second = (await query(zhangsan, { userCode: 'zhangsan', pageIndex: 2, pageSize: 5 })).json();
    expect(first.total).toBe(12);
    expect(first.data).toHaveLength(5);
    expect(new Date(first.data[4].createTime) >= new Date(second.data[0].createTime)).toBe(true);
  });

  it('marks the caller’s messages read, and the unread count follows', async () => {
    const unread = (await query(zhangsan, { userCode: 'zhangsan', pageSize: 2, status: 'noread' })).json().data;
    const ids = unread.map((m: { id: string }) => m.id);
    const changed = await t.as(zhangsan, { method: 'POST', url: '/api/business-center/v1/message/changeStatusBatch', payload: { ids } });
    expect(changed.json()).toMatchObject({ code: 0, data: { updated: 2 } });
    expect((await query(zhangsan, { userCode: 'zhangsan', pageSize: 1, status: 'noread' })).json().total).toBe(3);
  });

  it('refuses another user’s messages, whole batch, changing nothing', async () => {
    const mine = (await query(lisi, { userCode: 'lisi', pageSize: 1, status: 'noread' })).json();
    const theirs = (await query(zhangsan, { userCode: 'zhangsan', pageSize: 1, status: 'noread' })).json().data[0].id;
    const response = await t.as(lisi, {
      method: 'POST',
      url: '/api/business-center/v1/message/changeStatusBatch',
      payload: { ids: [mine.data[0].id, theirs] },
    });
    expect(response.statusCode).toBe(403);
    expect((await query(lisi, { userCode: 'lisi', pageSize: 1, status: 'noread' })).json().total).toBe(mine.total);
    expect((await query(lisi, { userCode: 'zhangsan', pageSize: 1 })).statusCode).toBe(403);
  });

  it('counts for the bell only the types the user lets notify; the message list keeps them all', async () => {
    const unread = (await query(lisi, { userCode: 'lisi', pageSize: 200, status: 'noread' })).json();
    const muted = unread.data[0].type;
    const ofMuted = unread.data.filter((m: { type: string }) => m.type === muted).length;
    const settings = (enabled: boolean) =>
      t.as(lisi, { method: 'POST', url: '/api/business-center/v1/message/settings', payload: { settings: [{ type: muted, enabled }] } });
    expect((await settings(false)).json()).toMatchObject({ code: 0 });
    expect((await query(lisi, { userCode: 'lisi', pageSize: 1, status: 'noread', notifying: true })).json().total).toBe(unread.total - ofMuted);
    expect((await query(lisi, { userCode: 'lisi', pageSize: 1, status: 'noread' })).json().total).toBe(unread.total);
    // Another user's settings do not change theirs.
    const others = (await query(zhangsan, { userCode: 'zhangsan', pageSize: 1, status: 'noread' })).json().total;
    expect((await query(zhangsan, { userCode: 'zhangsan', pageSize: 1, status: 'noread', notifying: true })).json().total).toBe(others);
    await settings(true);
    expect((await query(lisi, { userCode: 'lisi', pageSize: 1, status: 'noread', notifying: true })).json().total).toBe(unread.total);
  });
});
