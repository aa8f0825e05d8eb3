/**
 * Counters for rate limits (failed logins, password attempts). In memory for one instance;
 * a Redis-backed implementation shares them between instances.
 */
export interface RateLimiter {
  /** Adds one to the key's counter and answers the count within the window. */
  hit(key: string, windowSeconds: number): Promise<number>;
  /** Takes back one hit (an attempt that turned out to succeed). */
  release(key: string): Promise<void>;
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Answers when the store behind the counters does (readiness); absent for in-process counters. */
  ping?(): Promise<void>;
  close(): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  private live(key: string) {
    const entry = this.counters.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.counters.delete(key);
      return undefined;
    }
    return entry;
  }

  async hit(key: string, windowSeconds: number): Promise<number> {
    const entry = this.live(key);
    if (entry) {
      entry.count += 1;
      return entry.count;
    }
    if (this.counters.size > 100_000) this.sweep();
    this.counters.set(key, { count: 1, expiresAt: this.now() + windowSeconds * 1000 });
    return 1;
  }

  async release(key: string): Promise<void> {
    const entry = this.live(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  async count(key: string): Promise<number> {
    return this.live(key)?.count ?? 0;
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  async close(): Promise<void> {
    this.counters.clear();
  }

  private sweep() {
    for (const key of [...this.counters.keys()]) this.live(key);
  }
}
