import { Redis } from 'ioredis';
import type { RateLimiter } from './rate-limiter.ts';

/**
 * Rate-limit counters in Redis, shared by every instance of the portal that uses the same
 * Redis and prefix: five failed logins spread over two instances count as five.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  }

  private key(key: string): string {
    return `${this.prefix}rate:${key}`;
  }

  /** Starts the window on the first hit (SET NX EX) and counts atomically, so concurrent hits never lose one. */
  async hit(key: string, windowSeconds: number): Promise<number> {
    const name = this.key(key);
    const results = await this.redis.multi().set(name, 0, 'EX', Math.max(1, windowSeconds), 'NX').incr(name).exec();
    const [error, count] = results?.[1] ?? [new Error('redis answered no result'), 0];
    if (error) throw error;
    return Number(count);
  }

  async count(key: string): Promise<number> {
    return Number((await this.redis.get(this.key(key))) ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }

  /** Answers when Redis does (readiness). */
  async ping(timeoutMs = 2000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`redis did not answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([this.redis.ping(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
