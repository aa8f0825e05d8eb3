import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/** Messages of the message centre, per user and tenant. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    create table messages (
      id text primary key default gen_random_uuid()::text,
      tenant_id text not null references tenants(id) on delete cascade,
      user_id text not null references users(id) on delete cascade,
      title text not null,
      content text not null default '',
      type text not null default 'system' check (type in ('system', 'approval', 'notice', 'meeting', 'ticket')),
      status text not null default 'noread' check (status in ('noread', 'read')),
      sender text not null default '',
      link text not null default '',
      created_at timestamptz not null default now(),
      read_at timestamptz
    );
    create index messages_user_idx on messages (user_id, tenant_id, status, created_at desc);
  `);
}
