import type { App } from '@portal/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultApp, isExternal, rememberApp } from './app-selection.ts';

const app = (code: string, name: string, path = ''): App => ({
  resourceName: name,
  resourceCode: code,
  systemCode: code,
  moduleCode: code,
  appCodes: [code, `${code}2`],
  path,
  iconSrc: '',
});
const apps = [app('DISK', '企业网盘', 'w:https://pan.example.com'), app('HR', '人力资源'), app('WOS', 'IT管理')];

describe('the app the app centre returns to', () => {
  beforeEach(() => localStorage.clear());

  it('is the first app inside the portal before any click', () => {
    expect(defaultApp(apps)?.resourceCode).toBe('HR');
  });

  it('is the last clicked app, with its codes stored under the SPEC keys', () => {
    rememberApp(apps[2] as App, apps);
    expect(defaultApp(apps)?.resourceCode).toBe('WOS');
    expect(localStorage.getItem('app-menu-key')).toBe('WOS');
    expect(JSON.parse(localStorage.getItem('app-codes-WOS') ?? '[]')).toEqual(['WOS', 'WOS2']);
    expect(JSON.parse(localStorage.getItem('all-app-codes') ?? '[]')).toEqual(['DISK', 'DISK2', 'HR', 'HR2', 'WOS', 'WOS2']);
    expect(localStorage.getItem('firstAppName')).toBe('人力资源');
  });

  it('treats a w: path as an app opened in a new window', () => {
    expect(isExternal(apps[0] as App)).toBe(true);
    expect(isExternal(apps[1] as App)).toBe(false);
  });
});
