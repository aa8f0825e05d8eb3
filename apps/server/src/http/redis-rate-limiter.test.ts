import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from './rate-limiter.ts';
import { RedisRateLimiter } from './redis-rate-limiter.ts';

const url = process.env.REDIS_URL;
if (!url) console.warn('skipped: the shared rate-limit counters need REDIS_URL (CI sets it)');

describe.skipIf(!url)('rate-limit counters in Redis', () => {
  const prefix = `portal-test-${randomBytes(4).toString('hex')}:`;
  let a: RedisRateLimiter;
  let b: RedisRateLimiter;
  beforeAll(() => {
    a = new RedisRateLimiter(url ?? '', prefix, new MemoryRateLimiter());
    b = new RedisRateLimiter(url ?? '', prefix, new MemoryRateLimiter());
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts hits from two connections together, none lost when they race', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit('login:zhangsan:10.0.0.1', 60)));
    expect(await a.count('login:zhangsan:10.0.0.1')).toBe(20);
    expect(await b.count('login:zhangsan:10.0.0.1')).toBe(20);
    expect(await a.count('login:lisi:10.0.0.1')).toBe(0);
  });

  it('resets for everyone, and forgets a key when its window ends', async () => {
    await a.hit('password:u1', 60);
    await b.reset('password:u1');
    expect(await a.count('password:u1')).toBe(0);
    await a.hit('short', 1);
    expect(await b.count('short')).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await b.count('short')).toBe(0);
  });

  it('keeps the window of the first hit: later hits do not extend it', async () => {
    await a.hit('window', 2);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await b.hit('window', 2)).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await a.count('window')).toBe(0);
  });

  it('takes back one hit, never below zero', async () => {
    for (let i = 0; i < 3; i++) await a.hit('release', 60);
    await b.release('release');
    expect(await a.count('release')).toBe(2);
    await b.reset('release');
    await a.release('release');
    expect(await b.count('release')).toBe(0);
  });

  it('answers a readiness ping', async () => {
    await expect(a.ping()).resolves.toBeUndefined();
  });
});
