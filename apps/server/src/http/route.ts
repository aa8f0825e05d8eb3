import type {
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint } from '@portal/contracts';

/** The Fastify schema of an endpoint: its request parts, and its answer for status 200. */
export interface EndpointSchema<E extends Endpoint> {
  body: E['body'];
  querystring: E['query'];
  params: E['params'];
  response: { 200: E['response'] };
}

/** A handler of an endpoint: typed request, and an answer the response schema accepts. */
export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  FastifyContextConfig,
  EndpointSchema<E>,
  ZodTypeProvider
>;

/** The route's config (`guard`, `public`) and, for a call that carries a file, a larger body limit. */
export type RouteSettings = FastifyContextConfig & { bodyLimit?: number };

export const endpointUrl = (e: Endpoint) => `/api${e.path}`;

/** Only the parts the endpoint has: Fastify takes a present but empty part for a missing schema. */
export function endpointSchema<E extends Endpoint>(e: E): EndpointSchema<E> {
  return {
    ...(e.body ? { body: e.body } : {}),
    ...(e.query ? { querystring: e.query } : {}),
    ...(e.params ? { params: e.params } : {}),
    response: { 200: e.response },
  } as EndpointSchema<E>;
}

/**
 * Registers the route of an endpoint of `@portal/contracts`: method, `/api` path, request schemas
 * (a body, query or params that does not match is refused with 400) and the response schema, which
 * the zod serializer checks on every answer (one that does not match is a 500, never sent).
 */
export function route<E extends Endpoint>(app: FastifyInstance, e: E, options: RouteSettings, handler: EndpointHandler<E>): void {
  const { bodyLimit, ...config } = options;
  app.withTypeProvider<ZodTypeProvider>().route({ method: e.method, url: endpointUrl(e), schema: endpointSchema(e), config, handler, ...(bodyLimit ? { bodyLimit } : {}) });
}
