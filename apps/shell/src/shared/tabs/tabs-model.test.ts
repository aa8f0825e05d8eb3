import { describe, expect, it } from 'vitest';
import { HOME_TAB, closeAll, closeLeft, closeRight, closeTab, initialTabs, moveTab, openTab, sanitizeStored, setTabTitle, tabKeyFor, toStored, type TabsState } from './tabs-model.ts';

const open = (state: TabsState, url: string, titleKey?: Parameters<typeof openTab>[1]['titleKey'], state2?: unknown) => {
  const [pathname, query] = url.split('?');
  return openTab(state, { pathname: pathname ?? '/', search: query ? `?${query}` : '', titleKey, state: state2 });
};

const keys = (state: TabsState) => state.tabs.map((t) => t.key);

describe('opening tabs (SPEC §2, §4)', () => {
  it('starts with the fixed home tab', () => {
    expect(initialTabs()).toEqual({ tabs: [HOME_TAB], activeKey: '/home/index' });
  });

  it('adds a tab per identity and updates the one with the same identity', () => {
    let s = open(initialTabs(), '/app-center/menus?resourceCode=HR', 'appCenter.menus');
    s = open(s, '/app-center/menus?resourceCode=WOS', 'appCenter.menus');
    expect(keys(s)).toEqual(['/home/index', '/app-center/menus']);
    expect(s.tabs[1]?.path).toBe('/app-center/menus?resourceCode=WOS');
    s = open(s, '/app-center/main/HR/leave/apply', 'appCenter.main');
    s = open(s, '/app-center/main/WOS/tickets', 'appCenter.main');
    s = open(s, '/app-center/main/WOS/tickets?key=7&x=1', 'appCenter.main');
    expect(keys(s)).toEqual(['/home/index', '/app-center/menus', '/app-center/main/HR/leave/apply', '/app-center/main/WOS/tickets', '/app-center/main/WOS/tickets?key=7']);
    expect(s.activeKey).toBe('/app-center/main/WOS/tickets?key=7');
  });

  it('answers the same state when nothing changes', () => {
    const s = open(initialTabs(), '/user-center/todouser', 'userCenter.pages.todouser');
    expect(open(s, '/user-center/todouser', 'userCenter.pages.todouser')).toBe(s);
  });

  it('keeps an existing title when the route only has the generic 功能', () => {
    let s = open(initialTabs(), '/app-center/main/HR/leave/apply', 'appCenter.main');
    s = setTabTitle(s, '请假申请');
    s = open(s, '/app-center/main/HR/leave/apply?step=2', 'appCenter.main');
    expect(s.tabs[1]).toMatchObject({ title: '请假申请', path: '/app-center/main/HR/leave/apply?step=2' });
  });

  it('takes a title from navigation state (the menu name clicked), over the route title', () => {
    const s = open(initialTabs(), '/app-center/main/HR/leave/apply', 'appCenter.main', { tabTitle: '请假申请' });
    expect(s.tabs[1]?.title).toBe('请假申请');
  });

  it('keeps a function that moves inside itself in its own tab', () => {
    let s = open(initialTabs(), '/app-center/main/HR/leave/apply', 'appCenter.main');
    s = open(s, '/app-center/main/HR/leave/list', 'appCenter.main', { tabKey: '/app-center/main/HR/leave/apply' });
    expect(keys(s)).toEqual(['/home/index', '/app-center/main/HR/leave/apply']);
    expect(s.tabs[1]?.path).toBe('/app-center/main/HR/leave/list');
    // After a reload the stored path still finds its tab.
    expect(tabKeyFor(s.tabs, '/app-center/main/HR/leave/list', '')).toBe('/app-center/main/HR/leave/apply');
  });
});

describe('closing tabs (SPEC §2, §8)', () => {
  const four = () => ['/a', '/b', '/c'].reduce((s, url) => open(s, url), initialTabs());

  it('closing the active tab activates the previous one', () => {
    const result = closeTab(four(), '/c');
    expect(result.removed).toEqual(['/c']);
    expect(result.state.activeKey).toBe('/b');
    const first = closeTab(open(four(), '/a'), '/a');
    expect(first.state.activeKey).toBe('/home/index');
  });

  it('closing another tab keeps the active one', () => {
    expect(closeTab(four(), '/a').state.activeKey).toBe('/c');
  });

  it('refuses to close the last tab and the fixed home tab', () => {
    expect(closeTab(initialTabs()).refused).toBe('last');
    expect(closeTab(four(), '/home/index').refused).toBe('fixed');
  });

  it('closes left and right of a tab, with a message when there is none', () => {
    const left = closeLeft(four(), '/b');
    expect(keys(left.state)).toEqual(['/home/index', '/b', '/c']);
    expect(left.removed).toEqual(['/a']);
    expect(closeLeft(left.state, '/b').refused).toBe('noLeft');
    const right = closeRight(four(), '/b');
    expect(keys(right.state)).toEqual(['/home/index', '/a', '/b']);
    expect(right.state.activeKey).toBe('/b');
    expect(closeRight(right.state, '/b').refused).toBe('noRight');
  });

  it('closes all but home, which becomes active', () => {
    const all = closeAll(four());
    expect(all.state).toEqual(initialTabs());
    expect(all.removed).toEqual(['/a', '/b', '/c']);
    expect(closeAll(all.state).refused).toBe('last');
  });
});

describe('stored tabs', () => {
  it('keeps well-formed entries, home first, and drops foreign or malformed ones', () => {
    const state = sanitizeStored({
      tabs: [
        { key: '/x', path: '/x?y=1', title: 'X' },
        { key: '/home/index', path: '/home/index' },
        { key: '/evil', path: '//evil.example' },
        { key: 3, path: '/n' },
        { key: '/x', path: '/x' },
      ],
      activeKey: '/x',
    });
    expect(state.tabs).toEqual([HOME_TAB, { key: '/x', path: '/x?y=1', title: 'X' }]);
    expect(state.activeKey).toBe('/x');
    expect(sanitizeStored('nonsense')).toEqual(initialTabs());
  });
});

describe('saved tabs', () => {
  it('saves real pages only, at most MAX_STORED_TABS with home first, and falls back to home for an unsaved active tab', async () => {
    const { toStored, MAX_STORED_TABS, openTab: open, initialTabs: fresh } = await import('./tabs-model.ts');
    let state = fresh();
    for (let i = 0; i < 40; i += 1) state = open(state, { pathname: `/p/${i}`, search: '' });
    state = open(state, { pathname: '/missing', search: '', transient: true });
    const stored = toStored(state);
    expect(stored.tabs).toHaveLength(MAX_STORED_TABS);
    expect(stored.tabs[0]?.key).toBe('/home/index');
    expect(stored.tabs.at(-1)?.key).toBe('/p/39');
    expect(stored.tabs.some((t) => t.key === '/missing')).toBe(false);
    expect(stored.activeKey).toBe('/home/index');
  });
});

describe('reordering tabs', () => {
  const four = () => ['/a', '/b', '/c'].reduce((s, url) => open(s, url), initialTabs());

  it('moves a tab to another place, keeps the active tab, and saves the new order', () => {
    const s = four();
    const moved = moveTab(s, '/c', 1);
    expect(keys(moved)).toEqual(['/home/index', '/c', '/a', '/b']);
    expect(moved.activeKey).toBe('/c');
    expect(keys(moveTab(moved, '/c', 3))).toEqual(['/home/index', '/a', '/b', '/c']);
    expect(keys(sanitizeStored(JSON.parse(JSON.stringify(toStored(moved)))))).toEqual(['/home/index', '/c', '/a', '/b']);
  });

  it('keeps the home tab first: it cannot move, and nothing goes before it', () => {
    const s = four();
    expect(moveTab(s, '/home/index', 2)).toBe(s);
    expect(keys(moveTab(s, '/b', 0))).toEqual(['/home/index', '/b', '/a', '/c']);
    expect(keys(moveTab(s, '/a', -5))).toEqual(['/home/index', '/a', '/b', '/c']);
  });

  it('keeps a move inside the bar and ignores unknown tabs', () => {
    const s = four();
    expect(keys(moveTab(s, '/a', 99))).toEqual(['/home/index', '/b', '/c', '/a']);
    expect(moveTab(s, '/a', 1)).toBe(s);
    expect(moveTab(s, '/nope', 2)).toBe(s);
  });
});

describe('where a title came from', () => {
  it('keeps the source until navigation renames the tab', () => {
    let s = open(initialTabs(), '/app-center/main/HR/leave/apply', 'appCenter.main');
    s = setTabTitle(s, '请假申请', undefined, 'catalogue');
    expect(s.tabs[1]).toMatchObject({ title: '请假申请', titleSource: 'catalogue' });
    expect(sanitizeStored(JSON.parse(JSON.stringify(toStored(s)))).tabs[1]).toMatchObject({ titleSource: 'catalogue' });
    s = open(s, '/app-center/main/HR/leave/apply', 'appCenter.main', { tabTitle: '请假申请' });
    expect(s.tabs[1]?.titleSource).toBe('catalogue');
    s = open(s, '/app-center/main/HR/leave/apply', 'appCenter.main', { tabTitle: 'Leave' });
    expect(s.tabs[1]?.title).toBe('Leave');
    expect(s.tabs[1]?.titleSource).toBeUndefined();
  });
});
