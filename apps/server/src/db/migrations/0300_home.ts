import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/** The home page: news, guides, the canteen menu, each user's home layout, and assistant conversations. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    create table news (
      id text primary key default gen_random_uuid()::text,
      tenant_id text not null references tenants(id) on delete cascade,
      type text not null,
      title text not null,
      summary text not null default '',
      author text not null default '',
      body text not null default '',
      pinned boolean not null default false,
      published_at timestamptz not null default now(),
      unique (tenant_id, title)
    );
    create index news_tenant_type_idx on news (tenant_id, type, published_at desc);
    create table guides (
      tenant_id text not null references tenants(id) on delete cascade,
      code text not null,
      title text not null,
      intro text not null default '',
      contact text not null default '',
      sections jsonb not null default '[]'::jsonb,
      primary key (tenant_id, code)
    );
    create table canteen_menus (
      tenant_id text not null references tenants(id) on delete cascade,
      canteen text not null,
      weekday integer not null,
      meal text not null,
      dishes jsonb not null default '[]'::jsonb,
      primary key (tenant_id, weekday, meal)
    );
    create table home_layouts (
      user_id text not null references users(id) on delete cascade,
      tenant_id text not null references tenants(id) on delete cascade,
      widgets jsonb not null,
      colleague_search boolean not null default true,
      updated_at timestamptz not null default now(),
      primary key (user_id, tenant_id)
    );
    create table chat_conversations (
      id text primary key default gen_random_uuid()::text,
      user_id text not null references users(id) on delete cascade,
      tenant_id text not null references tenants(id) on delete cascade,
      title text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index chat_conversations_user_idx on chat_conversations (user_id, tenant_id, updated_at desc);
    create table chat_messages (
      id text primary key default gen_random_uuid()::text,
      conversation_id text not null references chat_conversations(id) on delete cascade,
      role text not null,
      content text not null,
      created_at timestamptz not null default now()
    );
    create index chat_messages_conversation_idx on chat_messages (conversation_id, created_at);
  `);
}
