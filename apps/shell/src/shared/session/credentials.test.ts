import { describe, expect, it } from 'vitest';
import { safeRedirect } from './credentials.ts';

const HOME = '/pba/home/index';

/** Paths under /pba/ of this origin: kept as they are. */
const ACCEPTED: [string, string][] = [
  ['/pba/user-center/todouser?x=1', '/pba/user-center/todouser?x=1'],
  ['/pba/home/itguide', '/pba/home/itguide'],
  ['/pba/app-center/index#top', '/pba/app-center/index#top'],
  ['/pba/search?q=%E6%8A%A5%E9%94%80', '/pba/search?q=%E6%8A%A5%E9%94%80'],
  ['/pba/', '/pba/'],
];

/** Every form of the attack report, and the usual open-redirect bypasses: all fall back home. */
const REFUSED: string[] = [
  '/pba/..//evil.com',
  '/x/..//evil.example/phish',
  '/pba/../\\evil.com',
  '/pba/..\\evil.com',
  '/pba/\\\\evil.com',
  '/pba/%2e%2e//evil.com',
  '/pba/%2E%2E/%2Fevil.com',
  '/pba/%252e%252e//evil.com',
  '/pba/..%2f..%2f%2fevil.com',
  '/pba/%5c%5cevil.com',
  '/pba/%255cevil.com',
  '/pba//evil.com',
  '/pba/.%2e//evil.com',
  '/pba/./..//evil.com',
  '/pba/../evil',
  '/pba/%0d%0aLocation:%20http://evil.com',
  '/pba/\t/evil.com',
  '/pba/%09/evil.com',
  '/pba/%00//evil.com',
  '/pba/%',
  '//evil.example/pba',
  '///evil.example/pba/',
  '/\\evil.example',
  '\\\\evil.example/pba/',
  'https://evil.example/pba/',
  'http:evil.example/pba/',
  '//evil.example/pba/home',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)//pba/',
  'data:text/html,<script>alert(1)</script>',
  '/pba@evil.example/',
  '/pbax/home',
  '/pba',
  '/idaas/login',
  '/api/logout/cas',
  'pba/home/index',
  ' /pba/home/index',
  '',
];

describe('login redirect target', () => {
  it.each(ACCEPTED)('accepts %s', (target, expected) => {
    expect(safeRedirect(target, HOME)).toBe(expected);
  });

  it.each(REFUSED.map((target) => [target]))('refuses %j', (target) => {
    expect(safeRedirect(target, HOME)).toBe(HOME);
  });

  it('falls back without a target', () => {
    expect(safeRedirect(null, HOME)).toBe(HOME);
    expect(safeRedirect(undefined, HOME)).toBe(HOME);
  });

  it('sends the browser only to what it checked: a path-absolute URL under /pba/ of this origin', () => {
    for (const target of [...ACCEPTED.map(([t]) => t), ...REFUSED]) {
      const answer = safeRedirect(target, HOME);
      const url = new URL(answer, window.location.origin);
      expect(url.origin).toBe(window.location.origin);
      expect(url.pathname.startsWith('/pba/')).toBe(true);
      expect(answer.startsWith('//')).toBe(false);
    }
  });
});
