import { describe, expect, it } from 'vitest';
import { withoutBasename } from './tabs-sync.ts';

describe('router paths to tab paths', () => {
  it('drops the /pba base path only where it is a whole segment', () => {
    expect(withoutBasename('/pba/home/index', '/pba')).toBe('/home/index');
    expect(withoutBasename('/pba', '/pba')).toBe('/');
    expect(withoutBasename('/pbax/home', '/pba')).toBe('/pbax/home');
    expect(withoutBasename('/home/index', '/')).toBe('/home/index');
  });
});
