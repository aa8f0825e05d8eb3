import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql, type MigrationResultSet } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { migrations } from './migrations/index.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'embedded' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Connections in use / idle / waiting, for metrics (the embedded database has one). */
  poolStats(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

const INT8_OID = 20;

export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    pg.types.setTypeParser(INT8_OID, (value) => Number(value));
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 20, connectionTimeoutMillis: 5000 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      await db.destroy().catch(() => undefined);
      const url = new URL(config.databaseUrl);
      throw new Error(`cannot reach the database at ${url.hostname}:${url.port || 5432} (${error instanceof Error ? error.message : String(error)})`, { cause: error });
    }
    return {
      db,
      kind: 'postgres',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => db.destroy(),
    };
  }
  const inMemory = config.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(config.dataDir, { recursive: true });
  const pglite = await PGlite.create(inMemory ? undefined : config.dataDir, {
    parsers: { [INT8_OID]: (value: string) => Number(value) },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'embedded',
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    close: () => db.destroy(),
  };
}

export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResultSet> {
  // The migration tables live in the connection's own schema (several portals may share a server).
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    migrationTableSchema: rows[0]?.schema ?? 'public',
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'portal_migrations',
    migrationLockTableName: 'portal_migrations_lock',
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error instanceof Error ? result.error : new Error(String(result.error));
  return result;
}
