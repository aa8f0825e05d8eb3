import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { USER_END_PATHS, recentVisitedBody, recentVisitedQuery, saveQueryRecordBody, userCodeQuery, type QueryRecord, type RecentVisited } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { translator } from '../../db/translations.ts';
import { caller } from '../../http/auth.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { forbidden } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';

const HISTORY_KEPT = 20;
const HISTORY_SHOWN = 10;
const RECENT_SHOWN = 12;

/** user-end (SPEC §7): the user's search history and recently visited functions, per tenant. */
export async function userEndRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(`/api${USER_END_PATHS.saveQueryRecord}`, { schema: { body: saveQueryRecordBody } }, async (request) => {
    const auth = caller(request);
    if (request.body.userCode !== auth.userCode) throw forbidden();
    const now = new Date();
    await db.transaction().execute(async (trx) => {
      // One save of a user at a time: two at once would each trim without seeing the other's row.
      await trx.selectFrom('users').select('id').where('id', '=', auth.userId).forUpdate().execute();
      await trx
        .insertInto('query_history')
        .values({ user_id: auth.userId, tenant_id: auth.tenantId, query_key: request.body.queryKey, queried_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'tenant_id', 'query_key']).doUpdateSet({ queried_at: now }))
        .execute();
      const stale = await trx
        .selectFrom('query_history')
        .select('query_key')
        .where('user_id', '=', auth.userId)
        .where('tenant_id', '=', auth.tenantId)
        .orderBy('queried_at', 'desc')
        .orderBy('query_key')
        .offset(HISTORY_KEPT)
        .limit(1000)
        .execute();
      if (stale.length > 0) {
        await trx
          .deleteFrom('query_history')
          .where('user_id', '=', auth.userId)
          .where('tenant_id', '=', auth.tenantId)
          .where('query_key', 'in', stale.map((s) => s.query_key))
          .execute();
      }
    });
    return ok(null);
  });

  r.get(`/api${USER_END_PATHS.queryHistoryRecords}`, { schema: { querystring: userCodeQuery } }, async (request) => {
    const auth = caller(request);
    if (request.query.userCode !== auth.userCode) throw forbidden();
    const rows = await db
      .selectFrom('query_history')
      .select(['query_key', 'queried_at'])
      .where('user_id', '=', auth.userId)
      .where('tenant_id', '=', auth.tenantId)
      .orderBy('queried_at', 'desc')
      .orderBy('query_key')
      .limit(HISTORY_SHOWN)
      .execute();
    const records: QueryRecord[] = rows.map((row) => ({ queryKey: row.query_key, queryTime: row.queried_at.toISOString() }));
    return ok(records);
  });

  r.post(`/api${USER_END_PATHS.addRecentVisited}`, { schema: { body: recentVisitedBody } }, async (request) => {
    const auth = caller(request);
    const b = request.body;
    const now = new Date();
    const values = {
      resource_name: b.resourceName,
      resource_path: b.resourcePath,
      module_code: b.moduleCode,
      system_code: b.systemCode,
      icon_src: b.iconSrc,
      visited_at: now,
    };
    await db
      .insertInto('recent_visits')
      .values({ user_id: auth.userId, tenant_id: auth.tenantId, src: b.src, resource_code: b.resourceCode, ...values })
      .onConflict((oc) => oc.columns(['user_id', 'tenant_id', 'src', 'resource_code']).doUpdateSet(values))
      .execute();
    return ok(null);
  });

  r.get(`/api${USER_END_PATHS.getRecentVisited}`, { schema: { querystring: recentVisitedQuery } }, async (request) => {
    const auth = caller(request);
    let query = db
      .selectFrom('recent_visits')
      .selectAll()
      .where('user_id', '=', auth.userId)
      .where('tenant_id', '=', auth.tenantId);
    if (request.query.src) query = query.where('src', '=', request.query.src);
    const rows = await query.orderBy('visited_at', 'desc').orderBy('src').orderBy('resource_code').limit(RECENT_SHOWN).execute();
    // A function of the catalogue is named as the catalogue names it now, in the caller's language.
    const codes = rows.map((row) => row.resource_code);
    const sources = codes.length === 0 ? [] : await db.selectFrom('resources').select(['resource_code', 'resource_name']).where('resource_code', 'in', codes).execute();
    const sourceOf = new Map(sources.map((s) => [s.resource_code, s.resource_name]));
    const t = await translator(db, requestLanguage(request), 'resource', codes);
    const visits: RecentVisited[] = rows.map((row) => ({
      src: row.src as RecentVisited['src'],
      resourceName: t(row.resource_code, 'name', sourceOf.get(row.resource_code) ?? row.resource_name),
      resourceCode: row.resource_code,
      resourcePath: row.resource_path,
      moduleCode: row.module_code,
      systemCode: row.system_code,
      iconSrc: row.icon_src,
      visitedAt: row.visited_at.toISOString(),
    }));
    return ok(visits);
  });
}
