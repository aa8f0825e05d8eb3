import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { Database } from './db/schema.ts';
import type { RateLimiter } from './http/rate-limiter.ts';
import type { ReadCache } from './http/read-cache.ts';
import type { SessionService } from './modules/idaas/sessions.ts';
import type { SubappRegistry } from './modules/subapps/registry.ts';
import type { SubappTokens } from './modules/subapps/tokens.ts';

/** What every route module receives: configuration and the shared services. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Kysely<Database>;
  sessions: SessionService;
  rateLimiter: RateLimiter;
  /** Answers of the hot reads, kept for a moment (http/read-cache). */
  reads: ReadCache;
  /** The sub-app registry, loaded once and re-read on SIGHUP. */
  subapps: SubappRegistry;
  /** Tokens scoped to one sub-app, handed to its frame. */
  subappTokens: SubappTokens;
}
