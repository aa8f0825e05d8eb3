import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Owner } from '../../http/caller.ts';

/** Queries of the caller's common-use functions (常用功能). */
export class CommonUseRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The caller's common-use resources with their system, the latest added first. */
  async list(owner: Owner) {
    return this.db
      .selectFrom('common_use')
      .innerJoin('resources', 'resources.resource_code', 'common_use.resource_code')
      .innerJoin('apps', 'apps.resource_code', 'resources.module_code')
      .selectAll('resources')
      .select('apps.system_code')
      .where('common_use.user_id', '=', owner.userId)
      .where('common_use.tenant_id', '=', owner.tenantId)
      .orderBy('common_use.created_at', 'desc')
      .execute();
  }

  /** Adds a resource; one already there stays as it is. */
  async add(owner: Owner, resourceCode: string): Promise<void> {
    await this.db
      .insertInto('common_use')
      .values({ user_id: owner.userId, tenant_id: owner.tenantId, resource_code: resourceCode })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  async remove(owner: Owner, resourceCode: string): Promise<void> {
    await this.db
      .deleteFrom('common_use')
      .where('user_id', '=', owner.userId)
      .where('tenant_id', '=', owner.tenantId)
      .where('resource_code', '=', resourceCode)
      .execute();
  }
}
