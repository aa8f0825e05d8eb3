import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Queries of the footer's friendly links. */
export class LinkRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The links of a tenant in their order, as stored (url and source name). */
  async ofTenant(tenantId: string) {
    return this.db.selectFrom('friendly_links').select(['url', 'name']).where('tenant_id', '=', tenantId).orderBy('sort').orderBy('name').execute();
  }
}
