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

const post = (token: string, url: string, payload: object) => t.as(token, { method: 'POST', url: `/api${url}`, payload });
const get = (token: string, url: string) => t.as(token, { method: 'GET', url: `/api${url}` });

describe('to-dos and to-reads', () => {
  it('approves a pending to-do: it moves to done and the application is approved', async () => {
    const open = (await post(zhangsan, '/business-center/v1/workorder/task/query', { category: 'todo', pageSize: 50 })).json();
    expect(open.total).toBe(8);
    const task = open.data[0];
    expect((await get(zhangsan, `/business-center/v1/process/getnamefortask?taskId=${task.id}`)).json().data).toMatch(/申请|报销|审批/);
    const handled = await post(zhangsan, '/business-center/v1/workorder/task/handle', { taskId: task.id, result: 'approved', comment: '同意，注意控制预算' });
    expect(handled.json()).toMatchObject({ code: 0 });
    const after = (await post(zhangsan, '/business-center/v1/workorder/task/query', { category: 'todo', pageSize: 50 })).json();
    expect(after.total).toBe(7);
    const done = (await post(zhangsan, '/business-center/v1/workorder/task/query', { category: 'todo', state: 'done', pageSize: 50 })).json();
    expect(done.data.find((d: { id: string }) => d.id === task.id)).toMatchObject({ status: 'approved', comment: '同意，注意控制预算' });
    const again = await post(zhangsan, '/business-center/v1/workorder/task/handle', { taskId: task.id, result: 'rejected', comment: '重复' });
    expect(again.statusCode).toBe(409);
  });

  it('needs a comment to reject, and refuses another user’s task', async () => {
    const task = (await post(zhangsan, '/business-center/v1/workorder/task/query', { category: 'todo', pageSize: 1 })).json().data[0];
    expect((await post(zhangsan, '/business-center/v1/workorder/task/handle', { taskId: task.id, result: 'rejected' })).statusCode).toBe(400);
    const refused = await post(lisi, '/business-center/v1/workorder/task/handle', { taskId: task.id, result: 'approved' });
    expect(refused.statusCode).toBe(403);
    expect((await get(lisi, `/business-center/v1/workorder/task/info?taskId=${task.id}`)).statusCode).toBe(403);
    const still = (await post(zhangsan, '/business-center/v1/workorder/task/query', { category: 'todo', pageSize: 1 })).json().data[0];
    expect(still.id).toBe(task.id);
  });

  it('marks to-reads read, refusing a batch with another user’s item', async () => {
    const unread = (await post(zhangsan, '/business-center/v1/workorder/task/query', { category: 'toread', pageSize: 50 })).json();
    const lisiUnread = (await post(lisi, '/business-center/v1/workorder/task/query', { category: 'toread', pageSize: 50 })).json();
    const refused = await post(lisi, '/business-center/v1/workorder/task/read', { ids: [lisiUnread.data[0].id, unread.data[0].id] });
    expect(refused.statusCode).toBe(403);
    expect((await post(lisi, '/business-center/v1/workorder/task/query', { category: 'toread' })).json().total).toBe(lisiUnread.total);
    const read = await post(zhangsan, '/business-center/v1/workorder/task/read', { ids: [unread.data[0].id] });
    expect(read.json()).toMatchObject({ data: { updated: 1 } });
    expect((await post(zhangsan, '/business-center/v1/workorder/task/query', { category: 'toread' })).json().total).toBe(unread.total - 1);
  });
});

describe('applications and drafts', () => {
  it('withdraws a running application that nobody decided yet, and only that', async () => {
    const list = (await post(zhangsan, '/business-center/v1/workorder/apply/getuserapply', { pageSize: 50 })).json();
    const running = list.data.find((a: { status: string }) => a.status === 'running');
    const approved = list.data.find((a: { status: string }) => a.status === 'approved');
    expect((await get(zhangsan, `/itbpmv2/v1/wftask/judgeTaskWithdraw?applicationId=${approved.id}`)).json().data.withdrawable).toBe(false);
    expect((await get(zhangsan, `/itbpmv2/v1/wftask/judgeTaskWithdraw?applicationId=${running.id}`)).json().data.withdrawable).toBe(true);
    expect((await post(lisi, '/business-center/v1/workorder/apply/withdraw', { applicationId: running.id })).statusCode).toBe(403);
    expect((await post(zhangsan, '/business-center/v1/workorder/apply/withdraw', { applicationId: approved.id })).statusCode).toBe(409);
    expect((await post(zhangsan, '/business-center/v1/workorder/apply/withdraw', { applicationId: running.id })).json().code).toBe(0);
    const after = (await post(zhangsan, '/business-center/v1/workorder/apply/getuserapply', { pageSize: 50, status: 'withdrawn' })).json();
    expect(after.data.some((a: { id: string }) => a.id === running.id)).toBe(true);
  });

  it('deletes the caller’s drafts; a batch with another user’s draft deletes nothing', async () => {
    const mine = (await post(zhangsan, '/business-center/v1/workorder/draft/query', { pageSize: 50 })).json();
    const theirs = (await post(lisi, '/business-center/v1/workorder/draft/query', { pageSize: 50 })).json();
    expect(mine.total).toBe(4);
    // zhangsan holds `delete`; the refusal is the ownership check, not the action's.
    const refused = await post(zhangsan, '/business-center/v1/workorder/draft/deletelist', { ids: [mine.data[0].id, theirs.data[0].id] });
    expect(refused.statusCode).toBe(403);
    expect((await post(zhangsan, '/business-center/v1/workorder/draft/query', {})).json().total).toBe(4);
    expect((await post(lisi, '/business-center/v1/workorder/draft/query', {})).json().total).toBe(theirs.total);
    const deleted = await post(zhangsan, '/business-center/v1/workorder/draft/deletelist', { ids: [mine.data[0].id, mine.data[1].id] });
    expect(deleted.json()).toMatchObject({ data: { deleted: 2 } });
    expect((await post(zhangsan, '/business-center/v1/workorder/draft/query', {})).json().total).toBe(2);
  });
});

describe('work reports', () => {
  it('creates, edits and submits a report; invalid input stores nothing', async () => {
    const before = (await post(zhangsan, '/business-center/v1/workreport/query', {})).json().total;
    const bad = await post(zhangsan, '/business-center/v1/workreport/save', { reportDate: '2026-11-20', project: '', hours: 30, content: '短' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('请输入项目名称');
    expect((await post(zhangsan, '/business-center/v1/workreport/query', {})).json().total).toBe(before);
    const created = (await post(zhangsan, '/business-center/v1/workreport/save', { reportDate: '2026-11-20', project: '数据中台建设', hours: 7.5, content: '完成指标口径梳理与评审' })).json();
    await post(zhangsan, '/business-center/v1/workreport/save', { id: created.data.id, reportDate: '2026-11-20', project: '数据中台建设', hours: 8, content: '完成指标口径梳理与评审，输出文档' });
    expect((await post(zhangsan, '/business-center/v1/workreport/submit', { id: created.data.id })).json().code).toBe(0);
    const list = (await post(zhangsan, '/business-center/v1/workreport/query', { status: 'submitted', pageSize: 50 })).json();
    expect(list.data.find((r: { id: string }) => r.id === created.data.id)).toMatchObject({ hours: 8, approverName: '杨帆' });
    const locked = await post(zhangsan, '/business-center/v1/workreport/save', { id: created.data.id, reportDate: '2026-11-20', project: 'x', hours: 1, content: '再改一次内容' });
    expect(locked.statusCode).toBe(409);
    expect((await post(lisi, '/business-center/v1/workreport/submit', { id: created.data.id })).statusCode).toBe(403);
  });

  it('lets only the approver approve or reject', async () => {
    const queue = (await post(zhangsan, '/business-center/v1/workreport/review/query', { status: 'submitted' })).json();
    expect(queue.total).toBe(5);
    const report = queue.data[0];
    expect((await post(lisi, '/business-center/v1/workreport/review', { id: report.id, result: 'approved' })).statusCode).toBe(403);
    expect((await post(lisi, '/business-center/v1/workreport/review/query', {})).json().total).toBe(0);
    expect((await post(zhangsan, '/business-center/v1/workreport/review', { id: report.id, result: 'rejected' })).statusCode).toBe(400);
    expect((await post(zhangsan, '/business-center/v1/workreport/review', { id: report.id, result: 'rejected', comment: '请补充交付物' })).json().code).toBe(0);
    const rejected = (await post(zhangsan, '/business-center/v1/workreport/review/query', { status: 'rejected' })).json();
    expect(rejected.data[0]).toMatchObject({ id: report.id, reviewComment: '请补充交付物' });
  });
});

describe('bank cards', () => {
  const card = { accountName: '张三', bankName: '长沙银行', subbranch: '长沙银行岳麓支行', cardNo: '6236 8899 0012 3455', isDefault: false };

  it('validates each field and stores nothing on bad input', async () => {
    const before = (await post(zhangsan, '/business-center-config-web/v1/user/bank/card/subbranch/page', {})).json().total;
    const bad = await post(zhangsan, '/business-center-config-web/v1/user/bank/card/create', { ...card, cardNo: '6236889900123456', subbranch: '岳麓' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/开户支行|银行卡号/);
    expect((await post(zhangsan, '/business-center-config-web/v1/user/bank/card/subbranch/page', {})).json().total).toBe(before);
  });

  it('creates, reads masked, updates and deletes the caller’s card; refuses another user', async () => {
    const created = (await post(zhangsan, '/business-center-config-web/v1/user/bank/card/create', card)).json();
    expect(created.data.cardNo).toBe('**** **** **** 3455');
    const id = created.data.id;
    expect((await get(lisi, `/business-center-config-web/v1/user/bank/card/${id}/info`)).statusCode).toBe(403);
    expect((await t.as(lisi, { method: 'DELETE', url: `/api/business-center-config-web/v1/user/bank/card/delete/${id}` })).statusCode).toBe(403);
    const lisiCard = (await post(lisi, '/business-center-config-web/v1/user/bank/card/subbranch/page', {})).json().data[0].id;
    expect((await t.as(zhangsan, { method: 'DELETE', url: `/api/business-center-config-web/v1/user/bank/card/delete/${lisiCard}` })).statusCode).toBe(403);
    expect((await get(lisi, `/business-center-config-web/v1/user/bank/card/${lisiCard}/info`)).statusCode).toBe(200);
    const foreignUpdate = await t.as(lisi, { method: 'PUT', url: '/api/business-center-config-web/v1/user/bank/card/update', payload: { ...card, id, subbranch: '长沙银行河西支行' } });
    expect(foreignUpdate.statusCode).toBe(403);
    const updated = await t.as(zhangsan, { method: 'PUT', url: '/api/business-center-config-web/v1/user/bank/card/update', payload: { id, accountName: '张三', bankName: '长沙银行', subbranch: '长沙银行河西支行' } });
    expect(updated.json().data).toMatchObject({ subbranch: '长沙银行河西支行', cardNo: '**** **** **** 3455' });
    expect((await post(zhangsan, '/business-center-config-web/v1/user/bank/card/create', card)).statusCode).toBe(409);
    expect((await t.as(zhangsan, { method: 'DELETE', url: `/api/business-center-config-web/v1/user/bank/card/delete/${id}` })).json().code).toBe(0);
    expect((await get(zhangsan, `/business-center-config-web/v1/user/bank/card/${id}/info`)).statusCode).toBe(404);
  });
});

describe('profile, avatar, sessions, settings', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString('base64');

  it('uploads an avatar, sets it on the profile and serves it', async () => {
    const upload = (await post(zhangsan, '/file-server/file/upload', { name: 'me.png', type: 'image/png', content: png })).json();
    const fileId = upload.data.fileId;
    const saved = await post(zhangsan, '/talkweb-user-center/user/update', { nickName: '三哥', sex: 'male', email: 'zhangsan@xinghe-tech.com', phone: '13800138000', userPicture: fileId });
    expect(saved.json().data).toMatchObject({ nickName: '三哥', userPicture: fileId });
    const image = await get(lisi, `/file-server/file/download?fileId=${fileId}`);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await post(lisi, '/talkweb-user-center/user/update', { sex: 'female', email: 'lisi@xinghe-tech.com', phone: '13800138001', userPicture: fileId })).statusCode).toBe(403);
    expect((await post(zhangsan, '/file-server/file/upload', { name: 'x.png', type: 'image/png', content: Buffer.from('not an image').toString('base64') })).statusCode).toBe(400);
  });

  it('refuses a bad phone or email and keeps the profile', async () => {
    const bad = await post(zhangsan, '/talkweb-user-center/user/update', { nickName: '', sex: 'male', email: 'bad@', phone: '12345' });
    expect(bad.statusCode).toBe(400);
    expect((await get(zhangsan, '/wutong-idaas-account/current')).json().data.phone).toBe('13800138000');
  });

  it('lists sessions and signs out the others', async () => {
    const other = await t.login('zhangsan');
    const list = (await get(zhangsan, '/wutong-idaas-account/sessions')).json().data;
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect((await post(zhangsan, '/wutong-idaas-account/sessions/revoke-others', {})).json().data.revoked).toBeGreaterThanOrEqual(1);
    expect((await get(other, '/wutong-idaas-account/current')).statusCode).toBe(401);
    expect((await get(zhangsan, '/wutong-idaas-account/current')).statusCode).toBe(200);
  });

  it('stores message settings per user', async () => {
    await post(zhangsan, '/business-center/v1/message/settings', { settings: [{ type: 'meeting', enabled: false }] });
    const mine = (await get(zhangsan, '/business-center/v1/message/settings')).json().data;
    expect(mine.find((s: { type: string }) => s.type === 'meeting').enabled).toBe(false);
    const theirs = (await get(lisi, '/business-center/v1/message/settings')).json().data;
    expect(theirs.find((s: { type: string }) => s.type === 'meeting').enabled).toBe(true);
  });
});

describe('overview, meetings, mail, devices', () => {
  it('answers the caller’s own figures', async () => {
    const summary = (await get(lisi, '/business-center/v1/usercenter/summary')).json().data;
    expect(summary).toMatchObject({ todo: 3, draft: 3, reportsToReview: 0 });
    const upcoming = (await post(zhangsan, '/business-center/v1/meeting/query', { when: 'upcoming' })).json();
    const past = (await post(zhangsan, '/business-center/v1/meeting/query', { when: 'past' })).json();
    expect(upcoming.total).toBe(5);
    expect(past.total).toBe(4);
    expect((await get(zhangsan, '/business-center/v1/email/mail/unreadsummary')).json().data.unread).toBe(5);
    expect((await get(zhangsan, '/business-center/v1/device/mine')).json().data).toHaveLength(4);
    expect((await get(lisi, '/business-center/v1/device/mine')).json().data).toHaveLength(2);
  });
});

describe('another tenant', () => {
  it('refuses zhangsan’s tenant-10001 cards, drafts and reports once his session is in 10002', async () => {
    const token = await t.login('zhangsan');
    const card = (await post(token, '/business-center-config-web/v1/user/bank/card/subbranch/page', {})).json().data[0];
    const draft = (await post(token, '/business-center/v1/workorder/draft/query', {})).json().data[0];
    const report = (await post(token, '/business-center/v1/workreport/query', { status: 'draft' })).json().data[0];
    const switched = await t.as(token, {
      method: 'POST',
      url: '/api/business-center/v1/login/10002/tenant',
      payload: 'tenantId=10002',
      headers: { 'content-type': 'application/x-www-form-urlencoded', tenantId: '10001' },
    });
    expect(switched.json().code).toBe(0);
    const in10002 = { tenantId: '10002' };
    expect((await t.as(token, { method: 'GET', url: `/api/business-center-config-web/v1/user/bank/card/${card.id}/info`, headers: in10002 })).statusCode).toBe(403);
    expect((await t.as(token, { method: 'POST', url: '/api/business-center/v1/workorder/draft/deletelist', payload: { ids: [draft.id] }, headers: in10002 })).statusCode).toBe(403);
    expect((await t.as(token, { method: 'POST', url: '/api/business-center/v1/workreport/submit', payload: { id: report.id }, headers: in10002 })).statusCode).toBe(403);
    const cards = await t.as(token, { method: 'POST', url: '/api/business-center-config-web/v1/user/bank/card/subbranch/page', payload: {}, headers: in10002 });
    expect(cards.json().total).toBe(0);
  });
});
