import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

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

  constructor(url: string, prefix: string) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url);
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
    await this.subscriber.subscribe(this.channel);
  }

  async publish(change: SessionChange): Promise<void> {
    await this.publisher.publish(this.channel, JSON.stringify({ origin: this.origin, change }));
  }

  async close(): Promise<void> {
    await Promise.all([this.publisher.quit().catch(() => this.publisher.disconnect()), this.subscriber.quit().catch(() => this.subscriber.disconnect())]);
  }
}
