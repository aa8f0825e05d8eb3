import { sql, type Kysely } from 'kysely';

/**
 * Runs a script of plain DDL statements one by one (the embedded database takes one statement
 * per query). Statements end with a semicolon at the end of a line.
 */
export async function runStatements(db: Kysely<unknown>, script: string): Promise<void> {
  const statements = script
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
