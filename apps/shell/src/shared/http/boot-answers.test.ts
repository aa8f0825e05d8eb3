import { PATHS } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import script from '../../../public/boot-data.js?raw';
import { http } from './client.ts';
import { setNotifier } from './notify.ts';
import { useSessionStore } from '../session/store.ts';

const user = { code: 0, data: { id: '1001', realName: '张三' } };
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

/** Runs index.html's boot script as the browser does, before the app. */
function runBootScript(path = '/pba/home/index') {
  window.history.replaceState(null, '', path);
  new Function(script)();
}

beforeEach(() => {
  setNotifier(() => undefined);
  fetchMock = vi.fn(async () => json(user));
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  localStorage.setItem('Access-Token', 'tok-123');
  localStorage.setItem('tenantId', '10002-branch');
  useSessionStore.getState().reset();
  delete window.__portalBoot;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('reads started by the boot script (index.html)', () => {
  it('asks for the user (and the home layout on the home page) with the token and tenant the app would send', () => {
    runBootScript();
    const urls = fetchMock.mock.calls.map(([url]) => url as string);
    expect(urls).toEqual(['/api/wutong-idaas-account/current', '/api/user-end/v1/userprefer/home-layout']);
    const headers = (fetchMock.mock.calls[0] as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers).toMatchObject({ Authorization: 'Bearer tok-123', tenantId: '10002' });
  });

  it('the app takes the answer instead of asking again: one request for the user, not two', async () => {
    runBootScript('/pba/wiki/index');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = await http.get(PATHS.currentUser);
    expect(body).toEqual(user);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next read of the user is asked afresh.
    await http.get(PATHS.currentUser);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks again when the token changed since the boot script asked', async () => {
    runBootScript();
    localStorage.setItem('Access-Token', 'tok-other');
    useSessionStore.getState().reset();
    await http.get(PATHS.currentUser);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const headers = (fetchMock.mock.calls[2] as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-other');
  });

  it('asks again when the answer is old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    runBootScript();
    vi.setSystemTime(Date.now() + 60_000);
    await http.get(PATHS.currentUser);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('asks nothing without a token (the app sends the browser to the login page)', () => {
    localStorage.removeItem('Access-Token');
    runBootScript();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
