import type { Endpoint, EndpointInput, EndpointResponse } from '@portal/contracts';
import { request, type Query, type RequestOptions } from './client.ts';

export type CallOptions = Omit<RequestOptions, 'method' | 'params' | 'body' | 'form' | 'blob' | 'raw'>;

declare const endpointType: unique symbol;

/**
 * An endpoint of `@portal/contracts` named by its method and path and typed by the endpoint's
 * type alone: the shell never loads the endpoint objects, so its bundles keep neither their
 * schemas nor zod.
 */
export interface EndpointRef<E extends Endpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  /** Carries the endpoint's type; never set. */
  readonly [endpointType]?: E;
}

/**
 * Names an endpoint: `api<Endpoints['taskQuery']>('POST', USER_CENTER_PATHS.taskQuery)`. The
 * method and path must be the endpoint's own (its literal types); the type argument is required.
 */
export function api<E extends Endpoint = never>(method: E['method'], path: E['path']): EndpointRef<E> {
  return { method, path };
}

/** Answers are checked against the contract where it costs nothing: in development and tests. */
const CHECK_ANSWERS = import.meta.env.DEV || import.meta.env.MODE === 'test';

const PARAM = /:([A-Za-z0-9_]+)/g;

/** The path with its `:name` params filled from the input. */
function pathOf(path: string, input: unknown): string {
  const values = (input ?? {}) as Record<string, unknown>;
  return path.replace(PARAM, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));
}

let contracts: Promise<Map<string, Endpoint>> | undefined;

const isEndpoint = (value: unknown): value is Endpoint => typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

/** The endpoint object of a ref, loaded only where answers are checked (never in production). */
async function contractOf(ref: EndpointRef<Endpoint>): Promise<Endpoint | undefined> {
  contracts ??= import('@portal/contracts').then((all) => {
    const values: unknown[] = Object.values(all);
    return new Map(values.filter(isEndpoint).map((e) => [`${e.method} ${e.path}`, e]));
  });
  return (await contracts).get(`${ref.method} ${ref.path}`);
}

/**
 * Calls an endpoint: its method and path (`:name` params filled from the input), the input as the
 * body (POST, PUT) or, unless it filled the path, the query (GET, DELETE). The answer is the whole
 * envelope (`data`, and `total` on paged calls), typed from the endpoint's response schema. In
 * development and tests the answer is parsed against that schema, so a drift from the contract
 * fails loudly; production builds leave the parsing (and zod) out.
 */
export async function call<E extends Endpoint>(ref: EndpointRef<E>, input: EndpointInput<E>, options: CallOptions = {}): Promise<EndpointResponse<E>> {
  const { method, path } = ref;
  const sendsBody = method === 'POST' || method === 'PUT';
  const query = !sendsBody && input !== undefined && !path.includes('/:') ? { params: input as Query } : {};
  const answer = await request<unknown>(pathOf(path, input), { ...options, method, ...(sendsBody ? { body: input ?? {} } : query) });
  if (CHECK_ANSWERS) {
    const endpoint = await contractOf(ref);
    const parsed = endpoint?.response.safeParse(answer);
    if (!parsed?.success) {
      const problem = parsed ? parsed.error.issues : 'no such endpoint in @portal/contracts';
      console.error(`${method} ${path}: the answer does not match its contract`, problem);
      throw parsed?.error ?? new Error(`${method} ${path}: no such endpoint in @portal/contracts`);
    }
  }
  return answer as EndpointResponse<E>;
}

/** The `data` of an answer, for the calls whose envelope holds nothing else the caller needs. */
export const dataOf = async <T>(answer: Promise<{ data: T }>): Promise<T> => (await answer).data;
