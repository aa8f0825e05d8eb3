import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../session/credentials.ts';
import { useSessionStore } from '../session/store.ts';
import { http, request, HttpError } from './client.ts';
import { setNotifier, type Notice } from './notify.ts';
import { userEnd } from './user-end.ts';

const notices: Notice[] = [];
/** A JSON response; statuses outside 200–599 (the 996 of SPEC §8) are what servers send but the constructor refuses. */
const json = (body: unknown, status = 200) => {
  const response = new Response(JSON.stringify(body), { status: Math.min(status, 599), headers: { 'Content-Type': 'application/json' } });
  if (status > 599) Object.defineProperties(response, { status: { value: status }, ok: { value: false } });
  return response;
};

let fetchMock: ReturnType<typeof vi.fn>;
let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  notices.length = 0;
  setNotifier((n) => notices.push(n));
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
  localStorage.setItem('Access-Token', 'tok-123');
  localStorage.setItem('tenantId', '10002-branch');
  localStorage.setItem('userCode', 'zhangsan');
  localStorage.setItem('userNo', 'XH00001');
  document.cookie = 'userId=1001; path=/';
  // The session as the store reads it at start.
  useSessionStore.getState().reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('requests (SPEC §6, §7)', () => {
  it('goes to /api with credentials and the user, tenant and token headers', async () => {
    fetchMock.mockResolvedValue(json({ code: 0, data: [1] }));
    const body = await http.post('/wuyou-auth/auth/list-old-apps', { userId: '1001' });
    expect(body).toEqual({ code: 0, data: [1] });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/wuyou-auth/auth/list-old-apps');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer tok-123',
      userId: '1001',
      userNo: 'XH00001',
      userCode: 'zhangsan',
      tenantId: '10002',
    });
    expect(JSON.parse(String(init.body))).toEqual({ userId: '1001' });
  });

  it('form-encodes when asked and puts query values in the URL', async () => {
    fetchMock.mockResolvedValue(json({ code: '0' }));
    await request('/business-center/v1/login/10002/tenant', { form: { tenantId: '10002' }, params: { a: 1, b: undefined } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/business-center/v1/login/10002/tenant?a=1');
    expect(init.body).toBe('tenantId=10002');
    expect((init.headers as Record<string, string>)['Content-Type']).toContain('application/x-www-form-urlencoded');
  });

  it('gives up after the timeout with a clear notice', async () => {
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    await expect(request('/slow', { timeoutMs: 20 })).rejects.toBeInstanceOf(HttpError);
    expect(notices[0]?.title).toBe('请求超时，请稍后重试');
  });
});

describe('error catalogue (SPEC §8)', () => {
  it('996: ends the server-side session, clears the session cookie, stored session and token, then goes to the identity login page', async () => {
    localStorage.setItem('SESSION', 's');
    localStorage.setItem('Access-Token', 'tok-996');
    document.cookie = 'SESSION=abc; path=/';
    useSessionStore.getState().reset();
    fetchMock.mockResolvedValueOnce(json({}, 996)).mockResolvedValue(json({ code: 0 }));
    await expect(request('/x')).rejects.toBeInstanceOf(HttpError);
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit & { headers: Record<string, string> }];
    expect(url).toBe('/api/logout/cas');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', keepalive: true });
    expect(init.headers.Authorization).toBe('Bearer tok-996');
    expect(localStorage.getItem('Access-Token')).toBeNull();
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('SESSION')).toBeNull();
    expect(document.cookie).not.toContain('SESSION=');
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/idaas\/login/));
  });

  it('401: clears the token and goes to the login page', async () => {
    fetchMock.mockResolvedValue(json({ code: 401, msg: 'expired' }, 401));
    await expect(request('/x')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('Access-Token')).toBeNull();
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/idaas\/login\?redirect=/));
    expect(notices).toHaveLength(0);
  });

  it('403: a notice titled Forbidden with the server message', async () => {
    fetchMock.mockResolvedValue(json({ code: 403, msg: '没有权限执行此操作', requestId: 'r1' }, 403));
    await expect(request('/x')).rejects.toMatchObject({ status: 403 });
    expect(notices[0]?.title).toBe('Forbidden');
    expect(notices[0]?.description).toContain('没有权限执行此操作');
  });

  it('sends a fresh request id with every call, and the error notice shows that id', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 0 })).mockResolvedValueOnce(json({ code: 500, msg: '服务器开小差了，请稍后重试' }, 500));
    await http.get('/a');
    const error = await request('/b').catch((caught: unknown) => caught);
    const sent = fetchMock.mock.calls.map(([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers['X-Request-Id']);
    expect(sent[0]).toMatch(/^[\w.-]{8,128}$/);
    expect(sent[1]).not.toBe(sent[0]);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).requestId).toBe(sent[1]);
    expect(notices[0]?.description).toContain(sent[1]);
  });

  it('other HTTP errors: HTTP状态码{status},服务状态码{code} with msg or message', async () => {
    fetchMock.mockResolvedValue(json({ code: 'E42', message: 'upstream broke' }, 502));
    await expect(request('/x')).rejects.toMatchObject({ status: 502 });
    expect(notices[0]?.title).toBe('HTTP状态码502,服务状态码E42');
    expect(notices[0]?.description).toContain('upstream broke');
  });

  it('body code not 0: 状态码: {code}, unless the request opts out of tips', async () => {
    fetchMock.mockResolvedValue(json({ code: 500, msg: '保存失败' }));
    await expect(request('/x')).rejects.toMatchObject({ code: 500 });
    expect(notices[0]?.title).toBe('状态码: 500');
    expect(notices[0]?.description).toContain('保存失败');
    notices.length = 0;
    fetchMock.mockResolvedValue(json({ code: 500, msg: '保存失败' }));
    await expect(request('/x', { noTips: true })).rejects.toMatchObject({ code: 500 });
    expect(notices).toHaveLength(0);
  });

  it('body without code but result other than 200: 状态码: {result}', async () => {
    fetchMock.mockResolvedValue(json({ result: 300, message: 'moved' }));
    await expect(request('/x')).rejects.toBeInstanceOf(HttpError);
    expect(notices[0]?.title).toBe('状态码: 300');
    fetchMock.mockResolvedValue(json({ result: 200, data: 1 }));
    await expect(request('/x')).resolves.toEqual({ result: 200, data: 1 });
  });

  it('failed user-end call: logs to the console and answers an empty list', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(json({ code: 0, data: [{ queryKey: 'a' }] }));
    await expect(userEnd(() => http.get('/user-end/x', undefined, { noTips: true }))).resolves.toEqual([{ queryKey: 'a' }]);
    fetchMock.mockResolvedValue(json({ code: 7, msg: 'no' }));
    await expect(userEnd(() => http.get('/user-end/x', undefined, { noTips: true }))).resolves.toEqual([]);
    fetchMock.mockRejectedValue(new TypeError('network down'));
    await expect(userEnd(() => http.get('/user-end/x', undefined, { noTips: true }))).resolves.toEqual([]);
    expect(error).toHaveBeenCalledWith('user-end call failed', expect.anything());
  });
});
