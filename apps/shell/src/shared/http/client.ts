import { API_BASE, HEADERS, HTTP_SESSION_GONE, PATHS, isSuccessCode, tenantHeaderValue } from '@portal/contracts';
import { REQUEST_TIMEOUT_MS } from '../constants.ts';
import { i18n } from '../i18n/index.ts';
import { takeBootAnswer } from './boot-answers.ts';
import { currentInterceptors, requestContext } from './context.ts';
import { notify as notifyOnce } from './notify.ts';

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Query string values; undefined and null are left out. */
  params?: Query;
  /** JSON body. */
  body?: unknown;
  /** Form-encoded body (SPEC §7 tenant switch). */
  form?: Record<string, string>;
  /** Skip the notice when the body code is not 0 (SPEC §8 opt-out). */
  noTips?: boolean;
  /** HTTP statuses the caller shows itself (e.g. under a form field): no notice for them. */
  quietStatuses?: readonly number[];
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Answer the raw response body as a Blob (downloads). */
  blob?: boolean;
  /** Answer the response itself once its status is checked (a stream the caller reads). */
  raw?: boolean;
  /** The caller shows every failure itself: no notice at all. */
  quiet?: boolean;
  /** Extra request headers (e.g. `Accept`). */
  headers?: Record<string, string>;
}

/** The body of an answer: `code` (0 is success), `msg` or `message`, maybe `result`, and the payload. */
export interface Body {
  code?: number | string;
  msg?: string;
  message?: string;
  result?: number | string;
  data?: unknown;
  [key: string]: unknown;
}

/** Raised for every failed call, after the notice of SPEC §8 has been shown. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | string | undefined,
    readonly requestId: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

function buildUrl(path: string, params?: Query): string {
  const url = path.startsWith('/api/') || path.startsWith('http') ? path : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

/** The headers of SPEC §6 plus a request id that error notices show. */
function headersFor(requestId: string): Record<string, string> {
  const { token, tenantId, user, language } = requestContext();
  // The language is also the `lang` cookie; the header carries it where the cookie is not sent.
  const headers: Record<string, string> = { [HEADERS.requestId]: requestId, 'Accept-Language': language };
  if (token) headers[HEADERS.authorization] = `Bearer ${token}`;
  if (user.userId) headers[HEADERS.userId] = user.userId;
  if (user.userNo) headers[HEADERS.userNo] = user.userNo;
  if (user.userCode) headers[HEADERS.userCode] = encodeURIComponent(user.userCode);
  const tenant = tenantHeaderValue(tenantId);
  if (tenant) headers[HEADERS.tenantId] = tenant;
  return headers;
}

function describe(body: Body | null, fallback: string, requestId: string): string {
  const text = body?.msg ?? body?.message ?? fallback;
  return `${text}\n${i18n.t('common.http.requestId', { id: requestId })}`;
}

async function readBody(response: Response): Promise<Body | null> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return null;
  try {
    return (await response.json()) as Body;
  } catch {
    return null;
  }
}

function newRequestId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}

/**
 * 996: the session cookie is HttpOnly, so only the server can clear it. The logout call ends the
 * session on the server and answers with the cookie cleared (also when the session is already
 * gone); `keepalive` lets it finish while the browser goes to the login page.
 */
export function endServerSession(headers: Readonly<Record<string, string>>): void {
  void fetch(`${API_BASE}${PATHS.logout}`, { method: 'POST', headers, credentials: 'include', keepalive: true }).catch(() => undefined);
}

/** Every call of SPEC §7: base /api, 30 s timeout, credentials, SPEC §6 headers, the §8 error catalogue. */
export async function request<T = Body>(path: string, options: RequestOptions = {}): Promise<T> {
  let requestId = newRequestId();
  const headers = { ...headersFor(requestId), ...options.headers };
  const notify = options.quiet ? () => undefined : notifyOnce;
  let body: BodyInit | undefined;
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });

  const url = buildUrl(path, options.params);
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  // A read the boot script already started (index.html) is taken instead of asked again.
  const boot = method === 'GET' ? takeBootAnswer(url, headers) : undefined;
  if (boot) requestId = boot.requestId;
  let response: Response;
  try {
    response = await (boot?.response ?? fetch(url, {
      method,
      headers,
      body,
      credentials: 'include',
      signal: controller.signal,
    }));
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const timedOut = controller.signal.reason instanceof DOMException && controller.signal.reason.name === 'TimeoutError';
    const message = i18n.t(timedOut ? 'common.http.timeout' : 'common.http.network');
    notify({ title: message, description: i18n.t('common.http.requestId', { id: requestId }), key: message });
    throw new HttpError(message, 0, undefined, requestId);
  } finally {
    clearTimeout(timer);
    // A stream read after this still stops when the caller aborts.
    if (!options.raw) options.signal?.removeEventListener('abort', onAbort);
  }

  if (response.status === HTTP_SESSION_GONE) {
    currentInterceptors().onSessionGone(headers);
    throw new HttpError('session gone', response.status, undefined, requestId);
  }
  if (response.status === 401) {
    currentInterceptors().onUnauthorized();
    throw new HttpError('unauthorized', response.status, undefined, requestId);
  }
  if (!response.ok) {
    const errorBody = await readBody(response);
    const description = describe(errorBody, response.statusText, requestId);
    if (options.quietStatuses?.includes(response.status)) {
      // The caller shows it where it belongs.
    } else if (response.status === 403) {
      notify({ title: i18n.t('common.http.forbidden'), description });
    } else {
      notify({
        title: i18n.t('common.http.statusTitle', { status: response.status, code: errorBody?.code ?? '' }),
        description,
      });
    }
    throw new HttpError(errorBody?.msg ?? errorBody?.message ?? response.statusText, response.status, errorBody?.code, requestId);
  }

  if (options.raw) return response as T;
  if (options.blob) return (await response.blob()) as T;
  const result = await readBody(response);
  if (result && result.code !== undefined && !isSuccessCode(result.code)) {
    if (!options.noTips) notify({ title: i18n.t('common.http.codeTitle', { code: result.code }), description: describe(result, '', requestId) });
    throw new HttpError(result.msg ?? result.message ?? '', response.status, result.code, requestId);
  }
  if (result && result.code === undefined && result.result !== undefined && Number(result.result) !== 200) {
    notify({ title: i18n.t('common.http.codeTitle', { code: result.result }), description: describe(result, '', requestId) });
    throw new HttpError(result.msg ?? result.message ?? '', response.status, result.result, requestId);
  }
  return (result ?? {}) as T;
}

export const http = {
  get: <T = Body>(path: string, params?: Query, options: RequestOptions = {}) => request<T>(path, { ...options, method: 'GET', params }),
  post: <T = Body>(path: string, body?: unknown, options: RequestOptions = {}) => request<T>(path, { ...options, method: 'POST', body }),
};
