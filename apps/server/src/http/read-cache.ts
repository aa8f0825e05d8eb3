import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '@portal/contracts';

/** How long an answer of a hot read is kept: the bound on what another instance may still serve after a write. */
export const READ_CACHE_MS = 2000;
/** Entries kept at most; beyond it the cache starts afresh. */
export const READ_CACHE_MAX = 20_000;

interface Entry {
  value: Promise<unknown>;
  until: number;
}

/**
 * Answers of the hot reads of every page view (current user, apps, menus, function search,
 * unread count), kept for a moment per instance. Loads of one key at the same time share one
 * database query. A write that changes an answer forgets its keys on this instance at once;
 * another instance serves the old answer for at most {@link READ_CACHE_MS}, the same bound as
 * the session cache. Keys carry the tenant and the user; answers are shared, never mutated.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = READ_CACHE_MS,
    private readonly max = READ_CACHE_MAX,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value as Promise<T>;
    if (this.entries.size >= this.max) this.entries.clear();
    const value = load();
    this.entries.set(key, { value, until: now + this.ttlMs });
    // A failed load is not kept: the next request tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Forgets every answer whose key starts with the prefix. */
  forget(prefix: string): void {
    for (const key of this.entries.keys()) {
      if (key.startsWith(prefix)) this.entries.delete(key);
    }
  }
}

/**
 * Sends a kept answer of `endpoint` as JSON text: serialized once per load, not once per request.
 * The text goes past the route's serializer, so the answer is checked against the endpoint's
 * response schema here, before it is kept (one that does not match is a 500, never sent or kept).
 */
export async function sendKept<E extends Endpoint>(
  reply: FastifyReply,
  reads: ReadCache,
  key: string,
  endpoint: E,
  load: () => Promise<z.input<E['response']>>,
): Promise<FastifyReply> {
  const body = await reads.get(key, async () => JSON.stringify(endpoint.response.parse(await load())));
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Key prefixes, so that writers and readers agree. */
export const readKeys = {
  user: (userId: string) => `user:${userId}:`,
  messages: (userId: string, tenantId: string) => `messages:${userId}:${tenantId}:`,
  catalogue: (userId: string, tenantId: string) => `catalogue:${userId}:${tenantId}:`,
};
