import type { Kysely } from 'kysely';
import type { Tenant } from '@portal/contracts';
import type { Database } from '../../db/schema.ts';

/** Queries of the tenants users belong to. */
export class TenantRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The tenants a user belongs to, in their own order (the one they sign in to first). */
  async of(userId: string): Promise<Tenant[]> {
    return this.db
      .selectFrom('user_tenants')
      .innerJoin('tenants', 'tenants.id', 'user_tenants.tenant_id')
      .select(['tenants.id', 'tenants.name', 'tenants.description', 'tenants.logo'])
      .where('user_tenants.user_id', '=', userId)
      .orderBy('user_tenants.sort')
      .orderBy('tenants.sort')
      .orderBy('tenants.id')
      .execute();
  }
}
