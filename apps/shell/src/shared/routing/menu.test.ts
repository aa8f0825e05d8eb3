import { describe, expect, it } from 'vitest';
import type { PortalRoute } from './route-types.ts';
import { buildMenu, itemListEntries, selectedKeys } from './menu.ts';

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

describe('item-list entries and selection', () => {
  const guides: PortalRoute = {
    path: 'guides',
    titleKey: 'wiki.guides',
    menuType: 'item-list',
    children: [
      { path: 'hr', titleKey: 'home.guides.hr', link: '/home/hrguide' },
      { path: 'it', titleKey: 'home.guides.it', link: '/home/itguide', permission: 'it' },
    ],
  };

  it('shows an item-list entry as a leaf whose page lists its permitted items', () => {
    const [entry] = buildMenu([guides], () => false);
    expect(entry).toMatchObject({ key: '/guides', menuType: 'item-list' });
    expect(entry?.children).toBeUndefined();
    expect(itemListEntries(guides, '/guides', () => false).map((e) => e.link)).toEqual(['/home/hrguide']);
    expect(itemListEntries(guides, '/guides', () => true)).toHaveLength(2);
  });

  it('selects the entry of the current page and of its descendants', () => {
    const menu = buildMenu(routes, () => true);
    expect(selectedKeys(menu, '/app-center/main/HR/leave')).toEqual(['/app-center']);
    expect(selectedKeys(menu, '/home')).toEqual(['/home']);
    expect(selectedKeys(menu, '/homework')).toEqual([]);
  });
});
