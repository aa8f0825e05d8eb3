import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/** Friendly links of the footer (SPEC §1, §3: url, name), per tenant. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    create table friendly_links (
      id text primary key default gen_random_uuid()::text,
      tenant_id text not null references tenants(id) on delete cascade,
      name text not null,
      url text not null,
      sort integer not null default 0,
      unique (tenant_id, name)
    );
    create index friendly_links_tenant_idx on friendly_links (tenant_id, sort);
  `);
}
