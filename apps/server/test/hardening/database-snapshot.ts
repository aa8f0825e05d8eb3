import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';

/** Tables whose rows change on every authenticated call (sessions are touched); only their counts are compared. */
const COUNT_ONLY = new Set(['sessions']);

/** A fingerprint of every table of the current schema: row counts, and an md5 of the rows where they must not move. */
export async function databaseSnapshot(db: Kysely<Database>): Promise<Record<string, string>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const out: Record<string, string> = {};
  for (const { table_name: name } of tables.rows) {
    const table = sql.table(name);
    const row = COUNT_ONLY.has(name)
      ? await sql<{ n: string; digest: null }>`select count(*)::text as n, null as digest from ${table}`.execute(db)
      : await sql<{ n: string; digest: string | null }>`select count(*)::text as n, md5(string_agg(t::text, '|' order by t::text)) as digest from ${table} t`.execute(db);
    const first = row.rows[0];
    out[name] = `${first?.n ?? '?'} ${first?.digest ?? ''}`;
  }
  return out;
}
