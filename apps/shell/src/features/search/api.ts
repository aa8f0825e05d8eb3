import { USER_END_PATHS, type ApiResult, type QueryRecord } from '@portal/contracts';
import { http, userEnd } from '../../shared/http/index.ts';

/** SPEC §2: function search is the app centre's menus page with resourceCode=search. */
export function searchPath(text: string): string {
  const query = new URLSearchParams({ resourceCode: 'search', queryFuzzy: text });
  return `/app-center/menus?${query.toString()}`;
}

/** The user's recent queries (SPEC §7 user-end: an empty list on any failure). */
export function recentQueries(userCode: string): Promise<QueryRecord[]> {
  return userEnd(() => http.get<ApiResult<QueryRecord[]>>(USER_END_PATHS.queryHistoryRecords, { userCode }, { noTips: true }));
}

/** Remembers a query; a failure is logged and does not stop the search. */
export async function saveQuery(userCode: string, queryKey: string): Promise<void> {
  await userEnd(() => http.post<ApiResult<never[]>>(USER_END_PATHS.saveQueryRecord, { userCode, queryKey }, { noTips: true }));
}
