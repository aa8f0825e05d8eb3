import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    create table portal_meta (key text primary key, value text not null);

    create table tenants (
      id text primary key,
      name text not null,
      description text not null default '',
      logo text not null default '',
      sort integer not null default 0
    );

    create table users (
      id text primary key,
      username text not null unique,
      user_no text not null unique,
      unique_no text not null unique,
      real_name text not null,
      nick_name text not null default '',
      pinyin text not null default '',
      sex text not null default 'unknown' check (sex in ('male', 'female', 'unknown')),
      user_picture text not null default '',
      email text not null default '',
      phone text not null default '',
      department text not null default '',
      position text not null default '',
      password_hash text not null,
      extra jsonb not null default '[]',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table user_tenants (
      user_id text not null references users(id) on delete cascade,
      tenant_id text not null references tenants(id) on delete cascade,
      sort integer not null default 0,
      primary key (user_id, tenant_id)
    );

    create table roles (
      id text primary key,
      tenant_id text not null references tenants(id) on delete cascade,
      name text not null
    );

    create table role_permissions (
      role_id text not null references roles(id) on delete cascade,
      permission_id text not null,
      actions jsonb not null default '[]',
      primary key (role_id, permission_id)
    );

    create table user_roles (
      user_id text not null references users(id) on delete cascade,
      role_id text not null references roles(id) on delete cascade,
      primary key (user_id, role_id)
    );

    create table sessions (
      token_hash text primary key,
      user_id text not null references users(id) on delete cascade,
      tenant_id text not null references tenants(id),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz,
      ip text not null default '',
      user_agent text not null default ''
    );
    create index sessions_user_idx on sessions (user_id);
  `);
}
