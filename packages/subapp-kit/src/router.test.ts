import { describe, expect, it } from 'vitest';
import { createRouter } from './router.ts';

/** A window with just what the router uses: location, history and popstate. */
function fakeWindow(path: string) {
  const listeners = new Set<() => void>();
  const url = new URL(path, 'http://portal.test');
  const location = { pathname: url.pathname, search: url.search };
  const move = (_state: unknown, _title: string, target: string) => {
    const next = new URL(target, 'http://portal.test');
    location.pathname = next.pathname;
    location.search = next.search;
  };
  const win = {
    location,
    history: { pushState: move, replaceState: move },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    back: (target: string) => {
      move(null, '', target);
      listeners.forEach((l) => l());
    },
  };
  return win;
}

describe('the sub-app router', () => {
  it('answers paths relative to the base and reports every move', () => {
    const win = fakeWindow('/subapps/hr/leave/list?page=2');
    const router = createRouter('/subapps/hr/', win as unknown as Window);
    expect(router.current()).toBe('/leave/list?page=2');
    const seen: string[] = [];
    router.subscribe((path) => seen.push(path));
    router.navigate('/leave/apply');
    expect(win.location.pathname).toBe('/subapps/hr/leave/apply');
    win.back('/subapps/hr/leave/list');
    expect(seen).toEqual(['/leave/apply', '/leave/list']);
    expect(router.href('leave/apply')).toBe('/subapps/hr/leave/apply');
  });
});
