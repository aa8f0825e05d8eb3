import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/** Rate-limit counters (failed logins, password attempts) when Redis is absent or down. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    create table rate_counters (
      key text primary key,
      count integer not null,
      expires_at timestamptz not null
    );
  `);
}
