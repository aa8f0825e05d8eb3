import type { CurrentUser } from '@portal/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { readStoredSession, storeLogin } from './credentials.ts';
import { useSessionStore } from './store.ts';

const user = { id: '1001', username: 'zhangsan', realName: '张三', userNo: 'XH00001', uniqueNo: 'U1', tenantId: '10002', roles: [], extra: [] } as unknown as CurrentUser;

beforeEach(() => {
  document.cookie = 'userId=; path=/; max-age=0';
  document.cookie = 'userCode=; path=/; max-age=0';
  document.cookie = 'SESSION=; path=/; max-age=0';
});

describe('the session store persists itself (SPEC §3 keys)', () => {
  it('starts from what the login page stored, and a reload finds what it changed', () => {
    storeLogin({ token: 'tok-1', uniqueNo: 'U1', userCode: 'zhangsan', userId: '1001', tenantId: '10001' } as never);
    useSessionStore.getState().reset();
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-1', tenantId: '10001', identity: { userId: '1001', userCode: 'zhangsan' } });

    useSessionStore.getState().setUser(user);
    useSessionStore.getState().setTenant('10003');
    // What a reload of the page reads.
    expect(readStoredSession()).toEqual({ token: 'tok-1', tenantId: '10003', identity: { userId: '1001', userCode: 'zhangsan', userNo: 'XH00001', uniqueNo: 'U1' } });
    expect(localStorage.getItem('userName')).toBe('张三');
  });

  it('ending the session forgets the token in the store and in storage alike', () => {
    storeLogin({ token: 'tok-2', uniqueNo: 'U1', userCode: 'zhangsan', userId: '1001', tenantId: '10001' } as never);
    localStorage.setItem('SESSION', 's');
    useSessionStore.getState().reset();
    useSessionStore.getState().clearSession();
    expect(useSessionStore.getState().token).toBeNull();
    expect(readStoredSession().token).toBeNull();
    expect(localStorage.getItem('SESSION')).toBeNull();
  });

  it('follows a sign-in in another tab', () => {
    useSessionStore.getState().reset();
    localStorage.setItem('Access-Token', 'tok-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'Access-Token', storageArea: localStorage }));
    expect(useSessionStore.getState().token).toBe('tok-other-tab');
  });
});
