import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const USER_COLUMNS = [
  'users.id', 'users.username', 'users.user_no', 'users.unique_no', 'users.real_name', 'users.nick_name', 'users.sex',
  'users.email', 'users.phone', 'users.department', 'users.position', 'users.user_picture',
] as const;

/** Queries of reference data: regions, dictionaries, and the colleagues of a tenant. */
export class ReferenceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The regions under a parent code, or the top level without one, in their order. */
  async regions(parentCode: string | undefined) {
    let query = this.db.selectFrom('regions').select(['code', 'name', 'parent_code', 'level']).orderBy('sort').orderBy('code');
    query = parentCode ? query.where('parent_code', '=', parentCode) : query.where('parent_code', 'is', null);
    return query.execute();
  }

  /** The items of one dictionary of the tenant, in their order, labelled as stored. */
  async dictionary(tenantId: string, dictType: string) {
    return this.db
      .selectFrom('dict_items')
      .select(['value', 'label'])
      .where('tenant_id', '=', tenantId)
      .where('dict_type', '=', dictType)
      .orderBy('sort')
      .orderBy('value')
      .execute();
  }

  /** The member of the tenant whose user name or unique number is `value`, or undefined. */
  async member(tenantId: string, column: 'users.username' | 'users.unique_no', value: string) {
    return this.db
      .selectFrom('users')
      .innerJoin('user_tenants', 'user_tenants.user_id', 'users.id')
      .select([...USER_COLUMNS])
      .where(column, '=', value)
      .where('user_tenants.tenant_id', '=', tenantId)
      .executeTakeFirst();
  }
}
