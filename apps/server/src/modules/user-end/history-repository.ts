import type { Kysely } from 'kysely';
import type { RecentVisited, recentVisitedBody } from '@portal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { Owner } from '../../http/caller.ts';

const HISTORY_KEPT = 20;

/** Queries of the caller's search history and recently visited functions, per tenant. */
export class HistoryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Records a search (again: it moves to the top) and keeps only the latest HISTORY_KEPT. */
  async saveQuery(owner: Owner, queryKey: string): Promise<void> {
    const now = new Date();
    await this.db.transaction().execute(async (trx) => {
      // One save of a user at a time: two at once would each trim without seeing the other's row.
      await trx.selectFrom('users').select('id').where('id', '=', owner.userId).forUpdate().execute();
      await trx
        .insertInto('query_history')
        .values({ user_id: owner.userId, tenant_id: owner.tenantId, query_key: queryKey, queried_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'tenant_id', 'query_key']).doUpdateSet({ queried_at: now }))
        .execute();
      const stale = await trx
        .selectFrom('query_history')
        .select('query_key')
        .where('user_id', '=', owner.userId)
        .where('tenant_id', '=', owner.tenantId)
        .orderBy('queried_at', 'desc')
        .orderBy('query_key')
        .offset(HISTORY_KEPT)
        .limit(1000)
        .execute();
      if (stale.length > 0) {
        await trx
          .deleteFrom('query_history')
          .where('user_id', '=', owner.userId)
          .where('tenant_id', '=', owner.tenantId)
          .where('query_key', 'in', stale.map((s) => s.query_key))
          .execute();
      }
    });
  }

  /** The latest searches first. */
  async queries(owner: Owner, limit: number) {
    return this.db
      .selectFrom('query_history')
      .select(['query_key', 'queried_at'])
      .where('user_id', '=', owner.userId)
      .where('tenant_id', '=', owner.tenantId)
      .orderBy('queried_at', 'desc')
      .orderBy('query_key')
      .limit(limit)
      .execute();
  }

  /** Records a visit of a function; a function visited before moves to the top with what it shows now. */
  async visit(owner: Owner, b: z.output<typeof recentVisitedBody>): Promise<void> {
    const values = {
      resource_name: b.resourceName,
      resource_path: b.resourcePath,
      module_code: b.moduleCode,
      system_code: b.systemCode,
      icon_src: b.iconSrc,
      visited_at: new Date(),
    };
    await this.db
      .insertInto('recent_visits')
      .values({ user_id: owner.userId, tenant_id: owner.tenantId, src: b.src, resource_code: b.resourceCode, ...values })
      .onConflict((oc) => oc.columns(['user_id', 'tenant_id', 'src', 'resource_code']).doUpdateSet(values))
      .execute();
  }

  /** The latest visits first, optionally of one source. */
  async visits(owner: Owner, src: RecentVisited['src'] | undefined, limit: number) {
    let query = this.db.selectFrom('recent_visits').selectAll().where('user_id', '=', owner.userId).where('tenant_id', '=', owner.tenantId);
    if (src) query = query.where('src', '=', src);
    return query.orderBy('visited_at', 'desc').orderBy('src').orderBy('resource_code').limit(limit).execute();
  }

  /** The catalogue's own (zh-CN) names of the resources: code → name. */
  async resourceNames(codes: readonly string[]): Promise<Map<string, string>> {
    const rows = codes.length === 0 ? [] : await this.db.selectFrom('resources').select(['resource_code', 'resource_name']).where('resource_code', 'in', [...codes]).execute();
    return new Map(rows.map((s) => [s.resource_code, s.resource_name]));
  }
}
