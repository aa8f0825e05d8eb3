import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { RateLimiter } from './rate-limiter.ts';

/**
 * Rate-limit counters in the portal's database (table `rate_counters`): shared by every instance
 * on one PostgreSQL without Redis, and what the instances fall back to while Redis is down. Each
 * hit is one atomic upsert that answers the new count, so concurrent hits never read a stale one.
 */
export class DatabaseRateLimiter implements RateLimiter {
  private hits = 0;

  constructor(private readonly db: Kysely<Database>) {}

  async hit(key: string, windowSeconds: number): Promise<number> {
    if (++this.hits % 500 === 0) await sql`delete from rate_counters where expires_at < now()`.execute(this.db);
    const { rows } = await sql<{ count: number }>`
      insert into rate_counters (key, count, expires_at)
      values (${key}, 1, now() + make_interval(secs => ${Math.max(1, windowSeconds)}))
      on conflict (key) do update set
        count = case when rate_counters.expires_at <= now() then 1 else rate_counters.count + 1 end,
        expires_at = case when rate_counters.expires_at <= now() then excluded.expires_at else rate_counters.expires_at end
      returning count`.execute(this.db);
    return Number(rows[0]?.count ?? 0);
  }

  async release(key: string): Promise<void> {
    await sql`update rate_counters set count = greatest(count - 1, 0) where key = ${key}`.execute(this.db);
  }

  async count(key: string): Promise<number> {
    const { rows } = await sql<{ count: number }>`select count from rate_counters where key = ${key} and expires_at > now()`.execute(this.db);
    return Number(rows[0]?.count ?? 0);
  }

  async reset(key: string): Promise<void> {
    await sql`delete from rate_counters where key = ${key}`.execute(this.db);
  }

  async close(): Promise<void> {}
}
