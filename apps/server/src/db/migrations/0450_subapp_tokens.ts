import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Tokens scoped to one sub-app, handed to its frame: stored hashed like sessions, each tied to
 * the session it was issued from (it lives only as long as that session does).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    create table subapp_tokens (
      token_hash text primary key,
      seq bigserial not null,
      session_hash text not null references sessions(token_hash) on delete cascade,
      scope text not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    );
    create index subapp_tokens_session_idx on subapp_tokens (session_hash, seq);
    create index subapp_tokens_expiry_idx on subapp_tokens (expires_at);
  `);
}
