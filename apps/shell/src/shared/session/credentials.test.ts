import { describe, expect, it } from 'vitest';
import { safeRedirect } from './credentials.ts';

describe('login redirect target', () => {
  it('accepts same-origin paths only', () => {
    expect(safeRedirect('/pba/user-center/todouser?x=1', '/pba/home/index')).toBe('/pba/user-center/todouser?x=1');
    expect(safeRedirect('//evil.example/pba', '/pba/home/index')).toBe('/pba/home/index');
    expect(safeRedirect('https://evil.example/', '/pba/home/index')).toBe('/pba/home/index');
    expect(safeRedirect('/\\evil.example', '/pba/home/index')).toBe('/pba/home/index');
    expect(safeRedirect('javascript:alert(1)', '/pba/home/index')).toBe('/pba/home/index');
    expect(safeRedirect(null, '/pba/home/index')).toBe('/pba/home/index');
  });
});
