import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadCache } from './read-cache.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('read cache', () => {
  it('answers a key from one load while it is fresh, and loads again once it is not', async () => {
    vi.useFakeTimers();
    const cache = new ReadCache(2000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(1999);
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('shares one load between requests that arrive together', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get('k', load)));
    expect(new Set(answers)).toEqual(new Set([1]));
    expect(loads).toBe(1);
  });

  it('forgets the keys of a prefix, and only those', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('user:1001:10001', load);
    await cache.get('user:10010:10001', load);
    cache.forget('user:1001:');
    expect(await cache.get('user:1001:10001', load)).toBe(3);
    expect(await cache.get('user:10010:10001', load)).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const cache = new ReadCache();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });
});
