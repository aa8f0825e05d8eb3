import { createElement } from 'react';
import type { Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { forgetView, rememberView, type CachedView, type ViewCache } from './view-cache.ts';

const view = (key: string): CachedView => ({
  key,
  element: createElement('div', null, key),
  location: { pathname: key, search: '', hash: '', state: null, key } as Location,
});

describe('kept-alive views (at most 8, SPEC §9)', () => {
  it('keeps 8 and drops the least recently shown one when a 9th opens', () => {
    let cache: ViewCache = { views: [], order: [] };
    for (let i = 1; i <= 8; i += 1) cache = rememberView(cache, view(`/v${i}`), 8);
    cache = rememberView(cache, view('/v1'), 8); // /v1 shown again: /v2 is now the oldest
    cache = rememberView(cache, view('/v9'), 8);
    expect(cache.views.map((v) => v.key).sort()).toEqual(['/v1', '/v3', '/v4', '/v5', '/v6', '/v7', '/v8', '/v9']);
    expect(cache.order.at(-1)).toBe('/v9');
  });

  it('never drops a view with unsaved input silently: the oldest clean one goes, or none', () => {
    let cache: ViewCache = { views: [], order: [] };
    for (let i = 1; i <= 8; i += 1) cache = rememberView(cache, view(`/v${i}`), 8);
    const dirty = new Set(['/v1', '/v2']);
    cache = rememberView(cache, view('/v9'), 8, (key) => !dirty.has(key));
    expect(cache.dropped).toEqual(['/v3']);
    expect(cache.views.map((v) => v.key)).toContain('/v1');
    for (let i = 3; i <= 8; i += 1) dirty.add(`/v${i}`);
    dirty.add('/v9');
    cache = rememberView(cache, view('/v10'), 8, (key) => !dirty.has(key));
    expect(cache.dropped).toBeUndefined();
    expect(cache.views).toHaveLength(9);
  });

  it('answers the same cache when the shown view is unchanged, and forgets a closed one', () => {
    const shown = view('/a');
    const cache = rememberView({ views: [], order: [] }, shown, 8);
    expect(rememberView(cache, shown, 8)).toBe(cache);
    expect(forgetView(cache, '/a')).toEqual({ views: [], order: [] });
    expect(forgetView(cache, '/nope')).toBe(cache);
  });

  it('keeps a view’s element when it is shown again at the same place, and replaces it at a new one', () => {
    const first = view('/a');
    let cache = rememberView(rememberView({ views: [], order: [] }, first, 8), view('/b'), 8);
    // Back to /a through a new history entry: same place, new location object and element.
    cache = rememberView(cache, { ...view('/a'), location: { ...first.location, key: 'other' } }, 8);
    expect(cache.views.find((v) => v.key === '/a')?.element).toBe(first.element);
    expect(cache.order.at(-1)).toBe('/a');
    const moved = { ...view('/a'), location: { ...first.location, search: '?tab=2' } };
    cache = rememberView(cache, moved, 8);
    expect(cache.views.find((v) => v.key === '/a')?.element).toBe(moved.element);
  });
});
