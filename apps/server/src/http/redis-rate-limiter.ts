import type { Redis } from 'ioredis';
import type { RateLimiter } from './rate-limiter.ts';
import { connectRedis, isRedisReady, pingRedis, type RedisErrorLog } from './redis-connection.ts';

/**
 * Rate-limit counters in Redis, shared by every instance of the portal that uses the same
 * Redis and prefix: five failed logins spread over two instances count as five. While Redis
 * is unreachable the counters live in the fallback (the database) instead of failing logins.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly fallback: RateLimiter,
    log?: RedisErrorLog,
  ) {
    this.redis = connectRedis(url, log);
  }

  private key(key: string): string {
    return `${this.prefix}rate:${key}`;
  }

  /** Redis when it is connected, else (or when the command fails) the fallback. */
  private async either<T>(viaRedis: () => Promise<T>, viaFallback: () => Promise<T>): Promise<T> {
    if (!isRedisReady(this.redis)) return viaFallback();
    try {
      return await viaRedis();
    } catch {
      return viaFallback();
    }
  }

  /** Starts the window on the first hit (SET NX EX) and counts atomically, so concurrent hits never lose one. */
  hit(key: string, windowSeconds: number): Promise<number> {
    return this.either(async () => {
      const name = this.key(key);
      const results = await this.redis.multi().set(name, 0, 'EX', Math.max(1, windowSeconds), 'NX').incr(name).exec();
      const [error, count] = results?.[1] ?? [new Error('redis answered no result'), 0];
      if (error) throw error;
      return Number(count);
    }, () => this.fallback.hit(key, windowSeconds));
  }

  release(key: string): Promise<void> {
    return this.either(async () => {
      await this.redis.eval("if (tonumber(redis.call('get', KEYS[1]) or '0') > 0) then return redis.call('decr', KEYS[1]) end return 0", 1, this.key(key));
    }, () => this.fallback.release(key));
  }

  count(key: string): Promise<number> {
    return this.either(async () => Number((await this.redis.get(this.key(key))) ?? 0), () => this.fallback.count(key));
  }

  reset(key: string): Promise<void> {
    return this.either(async () => {
      await this.redis.del(this.key(key));
    }, () => this.fallback.reset(key));
  }

  /** Answers when Redis does (readiness; and at start, so a wrong REDIS_URL stops the instance). */
  async ping(): Promise<void> {
    await pingRedis(this.redis);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
