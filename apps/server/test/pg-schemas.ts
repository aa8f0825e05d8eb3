import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The server suites on PostgreSQL give each file a schema of its own. Dropping one while another
 * file's migrator reads the catalogue of every schema (Kysely's introspection) fails that file
 * with `schema "…" does not exist`, so the schemas of a run carry its id and are all dropped here,
 * once every file has finished.
 */
export function setup(): void {
  process.env.PORTAL_TEST_RUN ??= randomBytes(4).toString('hex');
}

export async function teardown(): Promise<void> {
  const base = process.env.DATABASE_URL;
  const run = process.env.PORTAL_TEST_RUN;
  if (!base || !run) return;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(`select nspname from pg_namespace where nspname like $1`, [`%\\_${run}\\_%`]);
    for (const { nspname } of rows) await client.query(`drop schema if exists "${nspname}" cascade`);
  } finally {
    await client.end();
  }
}

/** A new schema name of this run (`prefix_run_random`), dropped with the others at its end. */
export function runSchemaName(prefix: string): string {
  return `${prefix}_${process.env.PORTAL_TEST_RUN ?? 'solo'}_${randomBytes(5).toString('hex')}`;
}
