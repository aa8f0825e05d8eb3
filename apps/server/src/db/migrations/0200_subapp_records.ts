import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/** Records of the sample sub-apps: WOS problem-feedback tickets and HR leave requests, per user and tenant. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    create table wos_tickets (
      id bigserial primary key,
      tenant_id text not null references tenants(id) on delete cascade,
      user_id text not null,
      title text not null,
      category text not null,
      description text not null,
      contact text not null,
      status text not null default 'submitted',
      created_at timestamptz not null default now()
    );
    create index wos_tickets_owner_idx on wos_tickets (tenant_id, user_id, created_at desc);
    create table hr_leave_requests (
      id bigserial primary key,
      tenant_id text not null references tenants(id) on delete cascade,
      user_id text not null,
      leave_type text not null,
      start_date text not null,
      end_date text not null,
      reason text not null,
      status text not null default 'pending',
      created_at timestamptz not null default now()
    );
    create index hr_leave_owner_idx on hr_leave_requests (tenant_id, user_id, created_at desc);
  `);
}
