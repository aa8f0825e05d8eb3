import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Action, Permission } from '@portal/contracts';
import type { Database } from '../../db/schema.ts';
import type { AuthContext } from '../../http/caller.ts';
import type { SessionChange } from './session-events.ts';


export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Merges the permissions of the user's roles in a tenant: one entry per permission id, actions united. */
export async function loadPermissions(db: Kysely<Database>, userId: string, tenantId: string): Promise<Permission[]> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'roles.id')
    .select(['role_permissions.permission_id', 'role_permissions.actions'])
    .where('user_roles.user_id', '=', userId)
    .where('roles.tenant_id', '=', tenantId)
    .execute();
  const merged = new Map<string, Set<Action>>();
  for (const row of rows) {
    const set = merged.get(row.permission_id) ?? new Set<Action>();
    for (const action of row.actions as Action[]) set.add(action);
    merged.set(row.permission_id, set);
  }
  return [...merged].map(([permissionId, actions]) => ({ permissionId, actionList: [...actions] }));
}

/**
 * How long a resolved session is reused without asking the database again. Every change made
 * through this service (logout, tenant switch, signing out elsewhere) takes effect at once on
 * this instance, and on the others when they share Redis (shared-sessions.ts); without Redis,
 * another instance sees it within this time.
 */
export const SESSION_CACHE_MS = 2000;
const SESSION_CACHE_MAX = 10_000;

export class SessionService {
  private readonly cache = new Map<string, { auth: AuthContext; until: number }>();
  /**
   * Counts the changes to sessions. A read that began before a change may have seen the old row:
   * it answers its own request but is not remembered, or a revoked session would be served again.
   */
  private changes = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlSeconds: number,
  ) {}

  private forget(predicate: (auth: AuthContext) => boolean): void {
    this.changes++;
    for (const [key, entry] of this.cache) if (predicate(entry.auth)) this.cache.delete(key);
  }

  /** Issues a new random token; only its hash is stored. */
  async create(userId: string, tenantId: string, meta: { ip: string; userAgent: string }): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.ttlSeconds * 1000);
    await this.db
      .insertInto('sessions')
      .values({
        token_hash: hashToken(token),
        user_id: userId,
        tenant_id: tenantId,
        expires_at: expiresAt,
        ip: meta.ip.slice(0, 64),
        user_agent: meta.userAgent.slice(0, 512),
      })
      .execute();
    return { token, expiresAt };
  }

  /** The caller behind a token, or null when the token is unknown, expired or revoked. */
  async resolve(token: string): Promise<AuthContext | null> {
    if (token.length < 16 || token.length > 256) return null;
    return this.resolveHash(hashToken(token));
  }

  /** The caller behind a stored session hash (a sub-app token's parent), with the same cache. */
  async resolveHash(tokenHash: string): Promise<AuthContext | null> {
    const now = Date.now();
    const cached = this.cache.get(tokenHash);
    if (cached && cached.until > now && cached.auth.expiresAt.getTime() > now) return cached.auth;
    this.cache.delete(tokenHash);
    const changesBefore = this.changes;
    const auth = await this.load(tokenHash);
    if (auth && changesBefore === this.changes) {
      if (this.cache.size >= SESSION_CACHE_MAX) this.cache.clear();
      this.cache.set(tokenHash, { auth, until: now + SESSION_CACHE_MS });
    }
    return auth;
  }

  private async load(tokenHash: string): Promise<AuthContext | null> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.user_id',
        'sessions.tenant_id',
        'sessions.expires_at',
        'sessions.revoked_at',
        'users.username',
        'users.user_no',
        'users.unique_no',
      ])
      .where('sessions.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row || row.revoked_at !== null || row.expires_at.getTime() <= Date.now()) return null;
    return {
      userId: row.user_id,
      userCode: row.username,
      userNo: row.user_no,
      uniqueNo: row.unique_no,
      tenantId: row.tenant_id,
      tokenHash,
      expiresAt: row.expires_at,
      permissions: await loadPermissions(this.db, row.user_id, row.tenant_id),
    };
  }

  /** Forgets a token now and again once its change is stored (reads in between saw the old row). */
  private forgetToken(tokenHash: string): void {
    this.changes++;
    this.cache.delete(tokenHash);
  }

  async revoke(tokenHash: string): Promise<void> {
    this.forgetToken(tokenHash);
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
    this.forgetToken(tokenHash);
  }

  /** Signs the user out everywhere but the given session. Answers how many sessions ended. */
  async revokeOthers(userId: string, keepTokenHash: string): Promise<number> {
    const others = (auth: AuthContext) => auth.userId === userId && auth.tokenHash !== keepTokenHash;
    this.forget(others);
    const result = await this.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', userId)
      .where('token_hash', '!=', keepTokenHash)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    this.forget(others);
    return Number(result.numUpdatedRows);
  }

  async setTenant(tokenHash: string, tenantId: string): Promise<void> {
    this.forgetToken(tokenHash);
    await this.db.updateTable('sessions').set({ tenant_id: tenantId }).where('token_hash', '=', tokenHash).execute();
    this.forgetToken(tokenHash);
  }

  /**
   * Another instance changed sessions (see shared-sessions.ts): drop what this instance
   * remembers of them, so its next request reads the database.
   */
  forgetChanged(change: SessionChange): void {
    if (change.kind === 'token') this.forgetToken(change.tokenHash);
    else this.forget((auth) => auth.userId === change.userId && auth.tokenHash !== change.keepTokenHash);
  }
}
