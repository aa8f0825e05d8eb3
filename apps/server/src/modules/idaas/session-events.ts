import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { connectRedis, isRedisReady, pingRedis, type RedisErrorLog } from '../../http/redis-connection.ts';

/** A change to sessions that instances remembering them must forget. */
export type SessionChange =
  | { kind: 'token'; tokenHash: string }
  | { kind: 'user'; userId: string; keepTokenHash: string };

function isSessionChange(value: unknown): value is SessionChange {
  if (typeof value !== 'object' || value === null) return false;
  const change = value as Record<string, unknown>;
  if (change.kind === 'token') return typeof change.tokenHash === 'string';
  if (change.kind === 'user') return typeof change.userId === 'string' && typeof change.keepTokenHash === 'string';
  return false;
}

/**
 * Session changes (logout, tenant switch, signing out elsewhere) told to every other instance
 * through Redis publish/subscribe, so none keeps serving a session another has ended.
 */
export class RedisSessionEvents {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channel: string;
  private readonly origin = randomUUID();

  constructor(url: string, prefix: string, log?: RedisErrorLog) {
    this.publisher = connectRedis(url, log);
    this.subscriber = connectRedis(url, log);
    this.channel = `${prefix}session-changes`;
  }

  /** Calls `handler` for each change made by another instance; resolves once subscribed. */
  async subscribe(handler: (change: SessionChange) => void): Promise<void> {
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      try {
        const parsed = JSON.parse(message) as { origin?: string; change?: unknown };
        if (parsed.origin !== this.origin && isSessionChange(parsed.change)) handler(parsed.change);
      } catch {
        // not ours
      }
    });
    await pingRedis(this.subscriber);
    await this.subscriber.subscribe(this.channel);
  }

  /** Fails at once while Redis is down: the change is in the database, the others see it within 2 s. */
  async publish(change: SessionChange): Promise<void> {
    if (!isRedisReady(this.publisher)) throw new Error('redis is unreachable');
    await this.publisher.publish(this.channel, JSON.stringify({ origin: this.origin, change }));
  }

  async close(): Promise<void> {
    await Promise.all([this.publisher.quit().catch(() => this.publisher.disconnect()), this.subscriber.quit().catch(() => this.subscriber.disconnect())]);
  }
}
