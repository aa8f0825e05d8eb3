import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/** The app centre's catalogue and each user's traces in it (common use, recent visits, search history). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    create table apps (
      resource_code text primary key,
      module_name text not null,
      system_code text not null,
      module_code text not null,
      app_codes jsonb not null default '[]',
      path text not null default '',
      icon_src text not null default '',
      sort integer not null default 0
    );

    create table resources (
      resource_code text primary key,
      resource_type smallint not null check (resource_type in (1, 2, 3)),
      resource_name text not null,
      resource_path text not null,
      module_code text not null references apps(resource_code) on delete cascade,
      front_module_code text not null,
      app_code text not null,
      group_name text not null default '',
      icon_src text not null default '',
      search_keys text not null default '',
      sort integer not null default 0
    );
    create index resources_module_idx on resources (module_code, resource_type, sort);

    create table common_use (
      user_id text not null references users(id) on delete cascade,
      tenant_id text not null references tenants(id) on delete cascade,
      resource_code text not null references resources(resource_code) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (user_id, tenant_id, resource_code)
    );

    create table recent_visits (
      user_id text not null references users(id) on delete cascade,
      tenant_id text not null references tenants(id) on delete cascade,
      src text not null,
      resource_code text not null,
      resource_name text not null,
      resource_path text not null default '',
      module_code text not null default '',
      system_code text not null default 'null',
      icon_src text not null default '',
      visited_at timestamptz not null default now(),
      primary key (user_id, tenant_id, src, resource_code)
    );
    create index recent_visits_user_idx on recent_visits (user_id, tenant_id, visited_at desc);

    create table query_history (
      user_id text not null references users(id) on delete cascade,
      tenant_id text not null references tenants(id) on delete cascade,
      query_key text not null,
      queried_at timestamptz not null default now(),
      primary key (user_id, tenant_id, query_key)
    );
    create index query_history_user_idx on query_history (user_id, tenant_id, queried_at desc);
  `);
}
