import { describe, expect, it } from 'vitest';
import { cacheControlFor, isClientRoute } from './shell.ts';

describe('shell hosting rules', () => {
  it('treats extension-less paths under /pba as client routes (history fallback)', () => {
    expect(isClientRoute('/pba/user-center/todouser')).toBe(true);
    expect(isClientRoute('/pba/app-center/menus?resourceCode=HR')).toBe(true);
    expect(isClientRoute('/pba/assets/index-abc.js')).toBe(false);
    expect(isClientRoute('/other/page')).toBe(false);
  });

  it('caches hashed assets for a year and revalidates everything else', () => {
    expect(cacheControlFor('/srv/dist/assets/index-abc.js')).toContain('immutable');
    expect(cacheControlFor('/srv/dist/index.html')).toBe('no-cache');
  });
});
