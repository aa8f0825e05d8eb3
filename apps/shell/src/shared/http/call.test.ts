import * as contracts from '@portal/contracts';
import { USER_CENTER_PATHS, type Endpoints } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, call } from './call.ts';
import { setNotifier } from './notify.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const task = {
  id: 't1',
  title: '请假申请',
  category: 'todo',
  status: 'pending',
  processKey: 'leave',
  nodeName: '部门审批',
  initiatorName: '李四',
  comment: '',
  createTime: '2026-11-20T08:00:00.000Z',
  finishTime: null,
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  setNotifier(() => undefined);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const taskQuery = api<Endpoints['taskQuery']>('POST', USER_CENTER_PATHS.taskQuery);
const cardInfo = api<Endpoints['cardInfo']>('GET', USER_CENTER_PATHS.cardInfo);
const userCenterSummary = api<Endpoints['userCenterSummaryEndpoint']>('GET', USER_CENTER_PATHS.summary);

describe('api(method, path)', () => {
  it('is only the method and the path: nothing of the schemas', () => {
    expect(taskQuery).toEqual({ method: 'POST', path: '/business-center/v1/workorder/task/query' });
  });

  it('takes only the endpoint’s own method and path', () => {
    // @ts-expect-error -- the task query is a POST
    api<Endpoints['taskQuery']>('GET', USER_CENTER_PATHS.taskQuery);
    // @ts-expect-error -- another endpoint's path
    api<Endpoints['taskQuery']>('POST', USER_CENTER_PATHS.taskInfo);
    // @ts-expect-error -- the guide's path holds its `:code`
    api<Endpoints['guideEndpoint']>('GET', contracts.HOME_PATHS.guide);
    // @ts-expect-error -- the endpoint must be named
    api('POST', USER_CENTER_PATHS.taskQuery);
    expect(true).toBe(true);
  });

  it('finds every endpoint of the contracts by its method and path', () => {
    const endpoints = Object.values(contracts).filter((value) => typeof value === 'object' && 'method' in value && 'path' in value && 'response' in value);
    const keys = endpoints.map((e) => `${String(e.method)} ${String(e.path)}`);
    expect(endpoints.length).toBeGreaterThan(50);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('call(ref, input)', () => {
  it('posts the input to the endpoint’s path and answers the typed envelope', async () => {
    fetchMock.mockResolvedValue(json({ code: 0, msg: 'success', data: [task], total: 1, pageIndex: 1, pageSize: 10 }));
    const answer = await call(taskQuery, { category: 'todo', pageSize: 10 });
    expect(answer.total).toBe(1);
    expect(answer.data[0]?.initiatorName).toBe('李四');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/business-center/v1/workorder/task/query');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ category: 'todo', pageSize: 10 });
  });

  it('fills the path params of a GET from the input', async () => {
    const card = { id: 'c 1', accountName: '张三', bankName: '长沙银行', subbranch: '长沙银行岳麓支行', cardNo: '**** **** **** 3455', isDefault: true, createTime: '2026-11-20T08:00:00.000Z', provinceCode: null, cityCode: null, regionName: '' };
    fetchMock.mockResolvedValue(json({ code: 0, msg: 'success', data: card }));
    const answer = await call(cardInfo, { id: 'c 1' });
    expect(answer.data.bankName).toBe('长沙银行');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/business-center-config-web/v1/user/bank/card/c%201/info');
    expect(init.method).toBe('GET');
  });

  it('rejects, in development and tests, an answer that does not match the contract', async () => {
    // The overview without its counts: a server drifting from the contract.
    fetchMock.mockResolvedValue(json({ code: 0, msg: 'success', data: { recentTasks: [task] } }));
    await expect(call(userCenterSummary, undefined)).rejects.toThrow(/todo/);
  });
});

describe('call(ref, input): where the input goes', () => {
  it('sends a GET’s input as the query', async () => {
    fetchMock.mockResolvedValue(json({ code: 0, msg: 'success', data: 'OA 审批' }));
    const answer = await call(api<Endpoints['taskProcessName']>('GET', contracts.WORKFLOW_PATHS.getNameForTask), { taskId: 't 1' }, { noTips: true });
    expect(answer.data).toBe('OA 审批');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api${contracts.WORKFLOW_PATHS.getNameForTask}?taskId=t+1`);
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('fills a DELETE’s path and sends no query', async () => {
    fetchMock.mockResolvedValue(json({ code: 0, msg: 'success', data: null }));
    await call(api<Endpoints['cardDelete']>('DELETE', USER_CENTER_PATHS.cardDelete), { id: 'c1' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/business-center-config-web/v1/user/bank/card/delete/c1');
    expect(init.method).toBe('DELETE');
  });

  it('puts a PUT’s input in the body', async () => {
    const layout = { widgets: ['dashboard' as const], colleagueSearch: true };
    fetchMock.mockResolvedValue(json({ code: 0, msg: 'success', data: layout }));
    await call(api<Endpoints['homeLayoutSave']>('PUT', contracts.HOME_PATHS.homeLayout), layout);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api${contracts.HOME_PATHS.homeLayout}`);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual(layout);
  });
});
