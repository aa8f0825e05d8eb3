import { SUBAPP_PATHS, type ApiResult, type SubappEntry } from '@portal/contracts';
import { http } from '../shared/http/index.ts';

/** The registry entry of a sub-app; the server refuses (403) a sub-app none of whose functions the user may open. */
export async function fetchSubappEntry(name: string): Promise<SubappEntry> {
  const body = await http.get<ApiResult<SubappEntry>>(SUBAPP_PATHS.one.replace(':name', encodeURIComponent(name)));
  return body.data;
}
