import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SubappToken } from '@portal/contracts';
import type { Database } from '../../db/schema.ts';
import { SUBAPP_TOKEN_PREFIX, isSubappToken, type AuthContext, type ScopedAuth } from '../../http/caller.ts';
import { SESSION_CACHE_MS, hashToken, type SessionService } from '../idaas/sessions.ts';

/** Live tokens kept per session; older ones end when a new one is issued (a frame asks once per open). */
const MAX_PER_SESSION = 50;


interface Row {
  sessionHash: string;
  userId: string;
  scope: string;
  expiresAt: Date;
}

/**
 * Tokens a sub-app's frame receives instead of the user's session: stored hashed, tied to the
 * session they were issued from, valid only while that session is (logout, signing out
 * elsewhere and expiry end them with it) and never past its end. Resolved through the session's
 * own cache, so ending the session ends its tokens at once.
 */
export class SubappTokens {
  private readonly cache = new Map<string, { row: Row; until: number }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly sessions: SessionService,
  ) {}

  async issue(parent: AuthContext, scope: string): Promise<SubappToken> {
    const token = `${SUBAPP_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const now = new Date();
    await this.db.deleteFrom('subapp_tokens').where('expires_at', '<=', now).execute();
    const kept = await this.db
      .selectFrom('subapp_tokens')
      .select('token_hash')
      .where('session_hash', '=', parent.tokenHash)
      .orderBy('seq', 'desc')
      .limit(1000)
      .offset(MAX_PER_SESSION - 1)
      .execute();
    if (kept.length > 0) {
      const ended = kept.map((row) => row.token_hash);
      for (const hash of ended) this.cache.delete(hash);
      await this.db.deleteFrom('subapp_tokens').where('token_hash', 'in', ended).execute();
    }
    const expiresAt = parent.expiresAt;
    await this.db
      .insertInto('subapp_tokens')
      .values({ token_hash: hashToken(token), session_hash: parent.tokenHash, scope, expires_at: expiresAt, created_at: now })
      .execute();
    return { token, expiresAt: expiresAt.getTime() };
  }

  /** The caller behind a scoped token, or null when it, or the session it came from, has ended. */
  async resolve(token: string): Promise<ScopedAuth | null> {
    if (!isSubappToken(token) || token.length > 256) return null;
    const tokenHash = hashToken(token);
    const row = await this.row(tokenHash);
    if (!row || row.expiresAt.getTime() <= Date.now()) return null;
    const parent = await this.sessions.resolveHash(row.sessionHash);
    if (!parent || parent.userId !== row.userId) return null;
    const expiresAt = row.expiresAt < parent.expiresAt ? row.expiresAt : parent.expiresAt;
    return { ...parent, expiresAt, subappScope: row.scope };
  }

  private async row(tokenHash: string): Promise<Row | null> {
    const now = Date.now();
    const cached = this.cache.get(tokenHash);
    if (cached && cached.until > now) return cached.row;
    this.cache.delete(tokenHash);
    const found = await this.db
      .selectFrom('subapp_tokens')
      .innerJoin('sessions', 'sessions.token_hash', 'subapp_tokens.session_hash')
      .select(['subapp_tokens.session_hash', 'sessions.user_id', 'subapp_tokens.scope', 'subapp_tokens.expires_at'])
      .where('subapp_tokens.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!found) return null;
    const row = { sessionHash: found.session_hash, userId: found.user_id, scope: found.scope, expiresAt: found.expires_at };
    if (this.cache.size >= 10_000) this.cache.clear();
    this.cache.set(tokenHash, { row, until: now + SESSION_CACHE_MS });
    return row;
  }

  /** Ends every sub-app token of the user, of every session (a password change). */
  async endForUser(userId: string): Promise<void> {
    for (const [hash, entry] of this.cache) if (entry.row.userId === userId) this.cache.delete(hash);
    await this.db
      .deleteFrom('subapp_tokens')
      .where('session_hash', 'in', (eb) => eb.selectFrom('sessions').select('token_hash').where('user_id', '=', userId))
      .execute();
  }
}
