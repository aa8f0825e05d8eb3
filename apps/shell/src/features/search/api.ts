import { USER_END_PATHS, type Endpoints, type QueryRecord } from '@portal/contracts';
import { api, call, userEnd } from '../../shared/http/index.ts';

const queryHistory = api<Endpoints['queryHistoryRecords']>('GET', USER_END_PATHS.queryHistoryRecords);
const saveQueryRecord = api<Endpoints['saveQueryRecord']>('POST', USER_END_PATHS.saveQueryRecord);

/** SPEC §2: function search is the app centre's menus page with resourceCode=search. */
export function searchPath(text: string): string {
  const query = new URLSearchParams({ resourceCode: 'search', queryFuzzy: text });
  return `/app-center/menus?${query.toString()}`;
}

/** The user's recent queries (SPEC §7 user-end: an empty list on any failure). */
export function recentQueries(userCode: string): Promise<QueryRecord[]> {
  return userEnd(() => call(queryHistory, { userCode }, { noTips: true }));
}

/** Remembers a query; a failure is logged and does not stop the search. */
export async function saveQuery(userCode: string, queryKey: string): Promise<void> {
  await userEnd(() => call(saveQueryRecord, { userCode, queryKey }, { noTips: true }));
}
