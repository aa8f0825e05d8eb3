import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/** Approval processes: applications, the tasks they create (to-do, to-read), drafts. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    create table workflow_processes (
      process_key text primary key,
      process_name text not null,
      category text not null default ''
    );

    create table workflow_applications (
      id text primary key default gen_random_uuid()::text,
      tenant_id text not null references tenants(id) on delete cascade,
      applicant_id text not null references users(id) on delete cascade,
      process_key text not null references workflow_processes(process_key),
      title text not null,
      status text not null default 'running' check (status in ('running', 'approved', 'rejected', 'withdrawn')),
      current_node text not null default '',
      form jsonb not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index workflow_applications_applicant_idx on workflow_applications (applicant_id, tenant_id, created_at desc);

    create table workflow_tasks (
      id text primary key default gen_random_uuid()::text,
      tenant_id text not null references tenants(id) on delete cascade,
      application_id text references workflow_applications(id) on delete cascade,
      assignee_id text not null references users(id) on delete cascade,
      initiator_id text not null references users(id) on delete cascade,
      process_key text not null references workflow_processes(process_key),
      category text not null check (category in ('todo', 'toread')),
      status text not null check (status in ('pending', 'approved', 'rejected', 'withdrawn', 'unread', 'read')),
      title text not null,
      node_name text not null default '',
      comment text not null default '',
      created_at timestamptz not null default now(),
      finished_at timestamptz
    );
    create index workflow_tasks_assignee_idx on workflow_tasks (assignee_id, tenant_id, category, status, created_at desc);

    create table workflow_drafts (
      id text primary key default gen_random_uuid()::text,
      tenant_id text not null references tenants(id) on delete cascade,
      owner_id text not null references users(id) on delete cascade,
      process_key text not null references workflow_processes(process_key),
      title text not null,
      form jsonb not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index workflow_drafts_owner_idx on workflow_drafts (owner_id, tenant_id, updated_at desc);
  `);
}
