import type { Permission } from '@portal/contracts';

/** Who is calling: resolved from the session token on every authenticated request. */
export interface AuthContext {
  userId: string;
  userCode: string;
  userNo: string;
  uniqueNo: string;
  tenantId: string;
  tokenHash: string;
  expiresAt: Date;
  permissions: Permission[];
}

/** Whose rows a repository reads and writes: the caller in the current tenant. */
export type Owner = Pick<AuthContext, 'userId' | 'tenantId'>;

/** The caller behind a sub-app token: the parent session's user, limited to one sub-app. */
export interface ScopedAuth extends AuthContext {
  subappScope: string;
}

/** Scoped tokens carry this prefix (a character no session token has), so the auth layer tells them apart. */
export const SUBAPP_TOKEN_PREFIX = 'subapp.';

export const isSubappToken = (token: string) => token.startsWith(SUBAPP_TOKEN_PREFIX);

/** Resolves a session token to its caller (the identity module's session service). */
export interface SessionResolver {
  resolve(token: string): Promise<AuthContext | null>;
}

/** Resolves a sub-app token to its scoped caller (the sub-app module's token service). */
export interface ScopedTokenResolver {
  resolve(token: string): Promise<ScopedAuth | null>;
}
