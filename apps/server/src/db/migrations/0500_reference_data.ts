import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Regions and dictionaries (SPEC §7 region/select, getDictSelect), the city of a bank card's
 * branch, and translations of catalogue data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    create table regions (
      code text primary key,
      parent_code text references regions(code) on delete cascade,
      name text not null,
      level smallint not null check (level in (1, 2)),
      sort integer not null default 0
    );
    create index regions_parent_idx on regions (parent_code, sort);
    create table dict_items (
      tenant_id text not null references tenants(id) on delete cascade,
      dict_type text not null,
      value text not null,
      label text not null,
      sort integer not null default 0,
      primary key (tenant_id, dict_type, value)
    );
    alter table bank_cards add column city_code text references regions(code);
    create table translations (
      entity text not null,
      entity_key text not null,
      field text not null,
      lang text not null check (lang in ('zh-TW', 'en-US', 'pt-BR')),
      value text not null,
      primary key (entity, field, lang, entity_key)
    );
  `);
}
