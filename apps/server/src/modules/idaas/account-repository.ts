import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Queries of the sign-in accounts: who signs in, to which tenant first, and their passwords. */
export class AccountRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The account of a user name with its password hash, or undefined. */
  async byUsername(username: string) {
    return this.db.selectFrom('users').select(['id', 'username', 'unique_no', 'password_hash']).where('username', '=', username).executeTakeFirst();
  }

  /** The tenant a user signs in to: the first of their own order, or undefined when they belong to none. */
  async firstTenant(userId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('user_tenants')
      .select('tenant_id')
      .where('user_id', '=', userId)
      .orderBy('sort')
      .orderBy('tenant_id')
      .executeTakeFirst();
    return row?.tenant_id;
  }

  async passwordHash(userId: string): Promise<string> {
    const user = await this.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
    return user.password_hash;
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.db.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', userId).execute();
  }
}
