import { DEFAULT_LANGUAGE } from '../constants.ts';

/** What every call carries (SPEC §6), asked of the provider on each call. */
export interface RequestContext {
  token: string | null;
  tenantId: string | null;
  language: string;
  user: { userId: string; userNo: string; userCode: string };
}

/** How the session answers the SPEC §8 statuses; `headers` are the failed call's. */
export interface Interceptors {
  /** 401: the token is no longer valid. */
  onUnauthorized: () => void;
  /** 996: the session is gone. */
  onSessionGone: (headers: Readonly<Record<string, string>>) => void;
}

const anonymous: RequestContext = { token: null, tenantId: null, language: DEFAULT_LANGUAGE, user: { userId: '', userNo: '', userCode: '' } };

let provider: () => RequestContext = () => anonymous;
let interceptors: Interceptors = { onUnauthorized: () => undefined, onSessionGone: () => undefined };

/** `app/` provides the session (token, tenant, user) and the language before the first call. */
export function provideRequestContext(next: () => RequestContext): void {
  provider = next;
}

/** `app/` wires what a 401 and a 996 do to the session and where the browser goes. */
export function setInterceptors(next: Interceptors): void {
  interceptors = next;
}

export const requestContext = (): RequestContext => provider();
export const currentInterceptors = (): Interceptors => interceptors;
