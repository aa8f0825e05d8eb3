import { describe, expect, it } from 'vitest';
import type { PortalRoute } from '../app/route-types.ts';
import { buildMenu } from './menu.ts';

const routes: PortalRoute[] = [
  { path: 'home', titleKey: 'home.menu', permission: 'home', children: [{ path: 'index', titleKey: 'home.menu', hideInMenu: true }] },
  { path: 'app-center', titleKey: 'appCenter.menu', permission: 'app-center' },
  { path: 'user-center', titleKey: 'userCenter.menu', hideInMenu: true },
  { path: 'wiki-index', titleKey: 'wiki.community', externalUrl: 'https://wiki.example' },
];

describe('left menu from the route table', () => {
  it('leaves out hidden entries and entries whose permission is not held', () => {
    const menu = buildMenu(routes, (id) => id === 'home');
    expect(menu.map((e) => e.key)).toEqual(['/home', '/wiki-index']);
    expect(menu[0]?.children).toBeUndefined();
    expect(menu[1]?.externalUrl).toBe('https://wiki.example');
  });
});
