import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (token: string, url: string, payload: object) => t.as(token, { method: 'POST', url: `/api${url}`, payload });
const get = (token: string, url: string) => t.as(token, { method: 'GET', url: `/api${url}` });

/** What the home tiles, the personal centre's overview and its lists say for one user. */
async function figures(token: string) {
  const tiles: { key: string; count: number }[] = (await get(token, '/business-center/v1/workbench/dashboard')).json().data;
  const tile = (key: string) => tiles.find((x) => x.key === key)?.count;
  const summary = (await get(token, '/business-center/v1/usercenter/summary')).json().data;
  const total = async (url: string, body: object) => (await post(token, url, { ...body, pageSize: 1 })).json().total;
  return {
    home: { todo: tile('todo'), done: tile('done'), apply: tile('apply') },
    overview: { todo: summary.todo, done: summary.done, apply: summary.apply },
    lists: {
      todo: await total('/business-center/v1/workorder/task/query', { category: 'todo', state: 'open' }),
      done: await total('/business-center/v1/workorder/task/query', { category: 'todo', state: 'done' }),
      apply: await total('/business-center/v1/workorder/apply/getuserapply', {}),
    },
  };
}

async function expectAgreement(tokens: string[]) {
  for (const token of tokens) {
    const { home, overview, lists } = await figures(token);
    expect(home).toEqual(lists);
    expect(overview).toEqual(lists);
  }
}

describe('to-do counts', () => {
  it('the home tiles count what the personal centre lists, after decisions and withdrawals too', async () => {
    const users = await Promise.all(['zhangsan', 'lisi', 'wangwu'].map((name) => t.login(name)));
    const [zhangsan, lisi] = users as [string, string];
    await expectAgreement(users);
    expect((await figures(zhangsan)).home.todo).toBeGreaterThan(0);

    // A decided to-do leaves the open count and joins the done count on both pages.
    const open = (await post(zhangsan, '/business-center/v1/workorder/task/query', { category: 'todo', pageSize: 2 })).json().data;
    await post(zhangsan, '/business-center/v1/workorder/task/handle', { taskId: open[0].id, result: 'approved' });
    await post(zhangsan, '/business-center/v1/workorder/task/handle', { taskId: open[1].id, result: 'rejected', comment: '材料不全' });
    // A withdrawn application's pending to-do is neither open nor done, for its approver.
    for (const token of [zhangsan, lisi]) {
      const running = (await post(token, '/business-center/v1/workorder/apply/getuserapply', { status: 'running', pageSize: 50 })).json().data;
      for (const application of running) {
        if ((await get(token, `/itbpmv2/v1/wftask/judgeTaskWithdraw?applicationId=${application.id}`)).json().data.withdrawable) {
          expect((await post(token, '/business-center/v1/workorder/apply/withdraw', { applicationId: application.id })).json().code).toBe(0);
          break;
        }
      }
    }
    await expectAgreement(users);
  });
});
