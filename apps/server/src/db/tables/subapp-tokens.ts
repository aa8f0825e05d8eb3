import type { Generated } from 'kysely';

/** A token scoped to one sub-app (`scope` is its registry name), tied to its parent session. */
export interface SubappTokensTable {
  token_hash: string;
  /** Issue order (the newest tokens of a session are kept). */
  seq: Generated<string>;
  session_hash: string;
  scope: string;
  expires_at: Date;
  created_at: Generated<Date>;
}

export interface SubappTokenTables {
  subapp_tokens: SubappTokensTable;
}
