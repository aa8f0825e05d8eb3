/**
 * Request headers the shell sends with every call (SPEC §6): current user id, user number,
 * user code, tenant id (the leading digits of the stored tenant id) and the token.
 */
export const HEADERS = {
  userId: 'userId',
  userNo: 'userNo',
  userCode: 'userCode',
  tenantId: 'tenantId',
  authorization: 'Authorization',
  requestId: 'X-Request-Id',
} as const;

/** The HttpOnly cookie that carries the session for requests that cannot set headers (images, downloads). */
export const SESSION_COOKIE = 'SESSION';

/** HTTP status the identity service answers when the session is gone for good (SPEC §8). */
export const HTTP_SESSION_GONE = 996;

/** Leading digits of a stored tenant id: "10001" → "10001", "10002-hq" → "10002". */
export function tenantHeaderValue(stored: string | null | undefined): string | undefined {
  const match = /^\d+/.exec(stored ?? '');
  return match ? match[0] : undefined;
}
