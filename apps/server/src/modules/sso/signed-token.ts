import { createHmac } from 'node:crypto';

/**
 * A short-lived token that names a user to a company system (mailbox, wiki): base64url of
 * `userCode.expiry` and its HMAC-SHA256 under the portal's SSO secret.
 */
export function signUserToken(secret: string, userCode: string, ttlSeconds: number, now = Date.now()): string {
  const payload = Buffer.from(`${userCode}.${Math.floor(now / 1000) + ttlSeconds}`).toString('base64url');
  const signature = createHmac('sha256', secret).update(payload).digest('base64url');
  return `${payload}.${signature}`;
}

/** The user code a token names, or null when it is forged or expired. */
export function verifyUserToken(secret: string, token: string, now = Date.now()): string | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = createHmac('sha256', secret).update(payload).digest('base64url');
  if (expected !== signature) return null;
  const [userCode, expiry] = Buffer.from(payload, 'base64url').toString().split('.');
  if (!userCode || Number(expiry) * 1000 < now) return null;
  return userCode;
}
