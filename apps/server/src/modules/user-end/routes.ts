import type { FastifyInstance } from 'fastify';
import { addRecentVisited, getRecentVisited, queryHistoryRecords, saveQueryRecord, type QueryRecord, type RecentVisited } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { translator } from '../../db/translations.ts';
import { caller } from '../../http/auth.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { forbidden } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import { HistoryRepository } from './history-repository.ts';

const HISTORY_SHOWN = 10;
const RECENT_SHOWN = 12;

/** user-end (SPEC §7): the user's search history and recently visited functions, per tenant. */
export async function userEndRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const history = new HistoryRepository(db);

  route(app, saveQueryRecord, {}, async (request) => {
    const auth = caller(request);
    if (request.body.userCode !== auth.userCode) throw forbidden();
    await history.saveQuery(auth, request.body.queryKey);
    return ok(null);
  });

  route(app, queryHistoryRecords, {}, async (request) => {
    const auth = caller(request);
    if (request.query.userCode !== auth.userCode) throw forbidden();
    const rows = await history.queries(auth, HISTORY_SHOWN);
    const records: QueryRecord[] = rows.map((row) => ({ queryKey: row.query_key, queryTime: row.queried_at.toISOString() }));
    return ok(records);
  });

  route(app, addRecentVisited, {}, async (request) => {
    const auth = caller(request);
    await history.visit(auth, request.body);
    return ok(null);
  });

  route(app, getRecentVisited, {}, async (request) => {
    const auth = caller(request);
    const rows = await history.visits(auth, request.query.src, RECENT_SHOWN);
    // A function of the catalogue is named as the catalogue names it now, in the caller's language.
    const codes = rows.map((row) => row.resource_code);
    const sourceOf = await history.resourceNames(codes);
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
