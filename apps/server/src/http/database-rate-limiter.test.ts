import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { DatabaseRateLimiter } from './database-rate-limiter.ts';

/** The counters of instances without Redis (or while it is down): one atomic upsert per hit. */
describe('rate-limit counters in the database', () => {
  let t: TestApp;
  let limiter: DatabaseRateLimiter;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
    limiter = new DatabaseRateLimiter(t.db);
  });
  afterAll(async () => t?.close());

  it('loses no hit when 50 race, and answers each its own count', async () => {
    const counts = await Promise.all(Array.from({ length: 50 }, () => limiter.hit('race', 60)));
    expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(await limiter.count('race')).toBe(50);
  });

  it('takes back one hit, resets, and starts again when the window ends', async () => {
    await limiter.hit('settle', 60);
    await limiter.hit('settle', 60);
    await limiter.release('settle');
    expect(await limiter.count('settle')).toBe(1);
    await limiter.reset('settle');
    expect(await limiter.count('settle')).toBe(0);
    expect(await limiter.hit('short', 1)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await limiter.count('short')).toBe(0);
    expect(await limiter.hit('short', 1)).toBe(1);
  });
});
