import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from './database.ts';
import { migrateToLatest } from './database.ts';
import type { Database } from './schema.ts';
import { seedIfNeeded } from './seed/index.ts';

/**
 * Runs work that changes the schema or the demo data while no other instance does. On
 * PostgreSQL several instances (and `npm run db:migrate`) may start at once: they queue on an
 * advisory lock held for the schema, so one migrates while the others wait and then find
 * nothing left to do. The embedded database has one process only.
 */
export async function withMigrationLock<T>(database: DatabaseHandle, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work(database.db);
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('portal:' || current_schema()))`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(hashtext('portal:' || current_schema()))`.execute(connection);
    }
  });
}

/** Migrates, and seeds the demo company when asked, before an instance starts serving. */
export async function prepareDatabase(database: DatabaseHandle, options: { seedDemo: boolean }): Promise<void> {
  await withMigrationLock(database, async (db) => {
    await migrateToLatest(db);
    if (options.seedDemo) await seedIfNeeded(db);
  });
}
