import { z } from 'zod';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API call, defined once and used on both sides: the server registers its route from it
 * (body, query and params refused with 400, the answer checked against `response`); the shell
 * calls it through `call(endpoint, input)`, typed from the same schemas. `path` is relative to
 * `/api` and may hold `:name` params.
 */
export interface Endpoint {
  readonly method: EndpointMethod;
  readonly path: string;
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  readonly params?: z.ZodType;
  /** The whole answer, envelope included (SPEC §8: `{ code, msg, data }`). */
  readonly response: z.ZodType;
}

/** Keeps the literal types of the definition (the shell and the server read them). */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

const code = /* @__PURE__ */ z.union([z.number(), z.string()]);

/** The SPEC §8 envelope around `data`: `{ code: 0, msg, data }`. */
export function apiResult<T extends z.ZodType>(data: T) {
  return z.object({ code, msg: z.string(), data });
}

/** A paged answer: the rows in `data`, `total`, `pageIndex` and `pageSize` beside it (SPEC §7). */
export function pagedResult<T extends z.ZodType>(item: T) {
  return z.object({ code, msg: z.string(), data: z.array(item), total: z.number().int().min(0), pageIndex: z.number().int(), pageSize: z.number().int() });
}

/** What the caller sends: the body, else the query, else the path params. */
export type EndpointInput<E extends Endpoint> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : E['query'] extends z.ZodType
    ? z.input<E['query']>
    : E['params'] extends z.ZodType
      ? z.input<E['params']>
      : void;

/** The whole answer of an endpoint, envelope included. */
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;
