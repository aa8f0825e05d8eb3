import { z } from 'zod';
import { apiResult, endpoint } from './endpoint.ts';
import {
  RECENT_SOURCES,
  USER_END_PATHS,
  recentVisitedBody,
  recentVisitedQuery,
  saveQueryRecordBody,
  userCodeQuery,
  type QueryRecord,
  type RecentVisited,
} from './user-end.ts';

/**
 * Endpoints (endpoint.ts) of user-end (search history, recent visits) apart from the constants,
 * so a bundle that imports only the constants never keeps these schemas.
 */

export const queryRecordSchema = z.object({ queryKey: z.string(), queryTime: z.string() }) satisfies z.ZodType<QueryRecord>;

export const recentVisitedSchema = z.object({
  src: z.enum(RECENT_SOURCES),
  resourceName: z.string(),
  resourceCode: z.string(),
  resourcePath: z.string(),
  moduleCode: z.string(),
  systemCode: z.string(),
  iconSrc: z.string(),
  visitedAt: z.string(),
}) satisfies z.ZodType<RecentVisited>;

export const saveQueryRecord = /* @__PURE__ */ endpoint({ method: 'POST', path: USER_END_PATHS.saveQueryRecord, body: saveQueryRecordBody, response: /* @__PURE__ */ apiResult(z.null()) });
export const queryHistoryRecords = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: USER_END_PATHS.queryHistoryRecords,
  query: userCodeQuery,
  response: /* @__PURE__ */ apiResult(z.array(queryRecordSchema)),
});
export const addRecentVisited = /* @__PURE__ */ endpoint({ method: 'POST', path: USER_END_PATHS.addRecentVisited, body: recentVisitedBody, response: /* @__PURE__ */ apiResult(z.null()) });
export const getRecentVisited = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: USER_END_PATHS.getRecentVisited,
  query: recentVisitedQuery,
  response: /* @__PURE__ */ apiResult(z.array(recentVisitedSchema)),
});
