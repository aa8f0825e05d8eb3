import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/** The personal centre: files (avatars), work reports, devices, bank cards, meetings, mail, message settings. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    create table files (
      id text primary key default gen_random_uuid()::text,
      owner_id text not null references users(id) on delete cascade,
      name text not null,
      mime text not null,
      size integer not null,
      content bytea not null,
      created_at timestamptz not null default now()
    );

    create table work_report_approvers (
      tenant_id text not null references tenants(id) on delete cascade,
      user_id text not null references users(id) on delete cascade,
      approver_id text not null references users(id) on delete cascade,
      primary key (tenant_id, user_id)
    );

    create table work_reports (
      id text primary key default gen_random_uuid()::text,
      tenant_id text not null references tenants(id) on delete cascade,
      owner_id text not null references users(id) on delete cascade,
      approver_id text references users(id) on delete set null,
      report_date date not null,
      project text not null,
      hours numeric(4, 1) not null check (hours > 0 and hours <= 24),
      content text not null,
      status text not null default 'draft' check (status in ('draft', 'submitted', 'approved', 'rejected')),
      review_comment text not null default '',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index work_reports_owner_idx on work_reports (owner_id, tenant_id, report_date desc);
    create index work_reports_approver_idx on work_reports (approver_id, tenant_id, status);

    create table user_devices (
      id text primary key default gen_random_uuid()::text,
      tenant_id text not null references tenants(id) on delete cascade,
      user_id text not null references users(id) on delete cascade,
      name text not null,
      type text not null check (type in ('laptop', 'desktop', 'monitor', 'phone', 'other')),
      asset_no text not null,
      model text not null default '',
      status text not null default 'in_use' check (status in ('in_use', 'repair', 'returned')),
      assigned_at timestamptz not null default now()
    );
    create index user_devices_user_idx on user_devices (user_id, tenant_id);

    create table bank_cards (
      id text primary key default gen_random_uuid()::text,
      tenant_id text not null references tenants(id) on delete cascade,
      user_id text not null references users(id) on delete cascade,
      account_name text not null,
      bank_name text not null,
      subbranch text not null,
      card_no text not null,
      is_default boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index bank_cards_user_idx on bank_cards (user_id, tenant_id, created_at desc);

    create table meetings (
      id text primary key default gen_random_uuid()::text,
      tenant_id text not null references tenants(id) on delete cascade,
      organizer_id text not null references users(id) on delete cascade,
      title text not null,
      room text not null,
      start_at timestamptz not null,
      end_at timestamptz not null
    );

    create table meeting_attendees (
      meeting_id text not null references meetings(id) on delete cascade,
      user_id text not null references users(id) on delete cascade,
      primary key (meeting_id, user_id)
    );

    create table mails (
      id text primary key default gen_random_uuid()::text,
      tenant_id text not null references tenants(id) on delete cascade,
      user_id text not null references users(id) on delete cascade,
      sender text not null,
      subject text not null,
      is_read boolean not null default false,
      received_at timestamptz not null default now()
    );
    create index mails_user_idx on mails (user_id, tenant_id, received_at desc);

    create table message_settings (
      tenant_id text not null references tenants(id) on delete cascade,
      user_id text not null references users(id) on delete cascade,
      type text not null,
      enabled boolean not null,
      primary key (tenant_id, user_id, type)
    );
  `);
}
