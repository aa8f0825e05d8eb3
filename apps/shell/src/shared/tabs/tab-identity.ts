/** Query keys that are part of a tab's identity besides its path (SPEC §2). */
export const TAB_IDENTITY_QUERY_KEYS = ['key', 'billTypeCode'] as const;

/**
 * A tab's identity: its path plus the `key` and `billTypeCode` query values. Opening a location
 * with an existing identity updates that tab instead of adding one.
 */
export function tabIdentity(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const parts = TAB_IDENTITY_QUERY_KEYS.flatMap((name) => {
    const value = params.get(name);
    return value === null || value === '' ? [] : [`${name}=${value}`];
  });
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
}
