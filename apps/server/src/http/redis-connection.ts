import { Redis } from 'ioredis';

/** How long connecting to Redis, or one command, may take before it counts as failed. */
export const REDIS_TIMEOUT_MS = 1500;
const ERROR_LOG_INTERVAL_MS = 30_000;

export type RedisErrorLog = (message: string) => void;

/**
 * A Redis connection that fails fast: connecting and every command give up after 1.5 s, one
 * retry per command, reconnecting in the background with back-off. Connection errors are
 * reported at most every 30 s (never as an unhandled error event).
 */
export function connectRedis(url: string, log: RedisErrorLog = () => undefined): Redis {
  const redis = new Redis(url, {
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  redis.on('ready', () => connectedOnce.add(redis));
  let lastLogged = 0;
  redis.on('error', (error: Error) => {
    lastError.set(redis, error.message);
    const now = Date.now();
    if (now - lastLogged < ERROR_LOG_INTERVAL_MS) return;
    lastLogged = now;
    log(`redis: ${error.message}`);
  });
  return redis;
}

const lastError = new WeakMap<Redis, string>();
const connectedOnce = new WeakSet<Redis>();

/**
 * False once a connection that was up is lost (commands would wait for a reconnect): callers
 * then go without Redis at once. Before the first connection, commands wait for it.
 */
export function isRedisReady(redis: Redis): boolean {
  return redis.status === 'ready' || (!connectedOnce.has(redis) && redis.status !== 'end');
}

/** Answers when Redis does within the timeout; the error names the address and the cause. */
export async function pingRedis(redis: Redis, timeoutMs = REDIS_TIMEOUT_MS + 500): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([redis.ping(), timeout]);
  } catch (error) {
    const cause = lastError.get(redis) ?? (error instanceof Error ? error.message : String(error));
    const { host, port } = redis.options;
    throw new Error(`cannot reach Redis at ${host ?? '?'}:${port ?? '?'} (${cause})`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/** At start: fails with a plain message when Redis does not answer, before anything else is opened. */
export async function checkRedis(url: string): Promise<void> {
  const redis = connectRedis(url);
  try {
    await pingRedis(redis);
  } finally {
    redis.disconnect();
  }
}
