import { MESSAGE_PATHS, type Endpoints, type Message, type PagedResult } from '@portal/contracts';
import { UNREAD_PAGE_SIZE } from '../../../shared/constants.ts';
import { api, call } from '../../../shared/http/index.ts';

const messageQuery = api<Endpoints['messageQuery']>('POST', MESSAGE_PATHS.conditionQuery);

/** The latest unread messages of the types the user lets notify (SPEC §7 message query). */
export function latestUnread(userCode: string, pageSize: number): Promise<PagedResult<Message>> {
  return call(messageQuery, { userCode, pageIndex: 1, pageSize, status: 'noread', notifying: true }, { noTips: true });
}

/** SPEC §7: the unread count is the `total` of a page-size-1 query for status noread, of the types the user lets notify. */
export async function fetchUnreadCount(userCode: string): Promise<number> {
  return Number((await latestUnread(userCode, UNREAD_PAGE_SIZE)).total) || 0;
}
