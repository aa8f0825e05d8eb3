import { concretePath, sampleOf, typesOf, type ApiRoute, type JsonSchema } from './openapi-routes.ts';

export interface MalformedRequest {
  label: string;
  /** Structurally invalid: must be refused with a 4xx and change nothing. Otherwise it must only not fail the server. */
  mustReject: boolean;
  url: string;
  payload?: string;
  contentType?: string;
}

const MEGABYTE = 'あ'.repeat(1024 * 1024 / 3) + 'x'.repeat(1024 * 1024 - Math.floor(1024 * 1024 / 3));

/** Strings an attacker or a careless client sends: SQL and HTML injection, odd unicode. */
export const HOSTILE_STRINGS: Record<string, string> = {
  'SQL injection': "' OR '1'='1'; DROP TABLE users; --",
  'SQL comment and union': '1 UNION SELECT password_hash FROM users --',
  'HTML injection': '<script>alert(document.cookie)</script><img src=x onerror=alert(1)>',
  'unicode: emoji, right-to-left, zero-width, combining': '👩‍💻\u202Eevil\u200B\u200De\u0301 中文 𠀀',
  'unicode: NUL and control characters': 'a\u0000b\u0007c\u001B[31m',
  'unicode: lone surrogate': 'x\uD800y',
};

const PAGING = /^page(Size|Index|No|Num)$|^(limit|offset)$/i;

function wrongTypeFor(schema: JsonSchema): unknown {
  const types = typesOf(schema);
  if (!types.includes('object') && !types.includes('array')) return { nested: ['not', 'a', 'scalar'] };
  if (!types.includes('string')) return 'not-the-right-type';
  return 12345;
}

function json(route: ApiRoute, label: string, mustReject: boolean, body: unknown): MalformedRequest {
  return { label, mustReject, url: concretePath(route), payload: JSON.stringify(body), contentType: 'application/json' };
}

function bodyMutations(route: ApiRoute, schema: JsonSchema): MalformedRequest[] {
  const base = sampleOf(schema) as Record<string, unknown>;
  const out: MalformedRequest[] = [
    { label: 'malformed JSON', mustReject: true, url: concretePath(route), payload: '{"userCode": "zhangsan",', contentType: 'application/json' },
    { label: 'plain text instead of JSON', mustReject: true, url: concretePath(route), payload: 'userCode=zhangsan', contentType: 'text/plain' },
    json(route, 'an array instead of an object', true, [base]),
    json(route, 'a bare string instead of an object', true, 'zhangsan'),
    json(route, 'extra unknown fields', false, { ...base, isAdmin: true, tenantId: '10002', userId: 1 }),
    {
      label: 'prototype pollution keys',
      mustReject: false,
      url: concretePath(route),
      payload: JSON.stringify(base).replace(/^\{/, '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},'),
      contentType: 'application/json',
    },
  ];
  const required = new Set(schema.required ?? []);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const without = { ...base };
    delete without[name];
    if (required.has(name)) out.push(json(route, `missing required field ${name}`, true, without));
    out.push(json(route, `${name} of the wrong type`, true, { ...base, [name]: wrongTypeFor(property) }));
    const types = typesOf(property);
    if (types.includes('string')) {
      out.push(json(route, `${name} of 1 MB`, true, { ...base, [name]: MEGABYTE }));
      for (const [label, value] of Object.entries(HOSTILE_STRINGS)) out.push(json(route, `${name}: ${label}`, false, { ...base, [name]: value }));
    }
    if (types.includes('integer') || types.includes('number')) {
      const paging = PAGING.test(name);
      out.push(json(route, `${name} negative`, paging || property.minimum !== undefined, { ...base, [name]: -1 }));
      out.push(json(route, `${name} huge`, paging || property.maximum !== undefined, { ...base, [name]: 1e15 }));
      out.push(json(route, `${name} fractional`, types.includes('integer'), { ...base, [name]: 1.5 }));
    }
    if (types.includes('array') && property.items) {
      out.push(json(route, `${name} with 100 000 items`, true, { ...base, [name]: Array.from({ length: 100_000 }, () => sampleOf(property.items ?? {})) }));
    }
  }
  return out;
}

function queryUrl(route: ApiRoute, values: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) for (const v of [value].flat()) search.append(name, v);
  const qs = search.toString();
  return qs ? `${concretePath(route)}?${qs}` : concretePath(route);
}

function queryMutations(route: ApiRoute): MalformedRequest[] {
  const base: Record<string, string> = {};
  for (const p of route.query) base[p.name] = String(sampleOf(p.schema));
  const out: MalformedRequest[] = [];
  for (const p of route.query) {
    const without = { ...base };
    delete without[p.name];
    if (p.required) out.push({ label: `missing query ${p.name}`, mustReject: true, url: queryUrl(route, without) });
    out.push({ label: `query ${p.name} repeated`, mustReject: true, url: queryUrl(route, { ...base, [p.name]: ['a', 'b'] }) });
    const types = typesOf(p.schema);
    if (types.includes('string')) out.push({ label: `query ${p.name} of 1 MB`, mustReject: true, url: queryUrl(route, { ...base, [p.name]: MEGABYTE }) });
    if (types.includes('integer') || types.includes('number')) {
      const paging = PAGING.test(p.name);
      out.push({ label: `query ${p.name} not a number`, mustReject: true, url: queryUrl(route, { ...base, [p.name]: 'abc' }) });
      out.push({ label: `query ${p.name} negative`, mustReject: paging, url: queryUrl(route, { ...base, [p.name]: '-1' }) });
      out.push({ label: `query ${p.name} huge`, mustReject: paging, url: queryUrl(route, { ...base, [p.name]: '1000000000000000' }) });
    }
    for (const [label, value] of Object.entries(HOSTILE_STRINGS)) out.push({ label: `query ${p.name}: ${label}`, mustReject: false, url: queryUrl(route, { ...base, [p.name]: value }) });
  }
  out.push({ label: 'unknown query parameters', mustReject: false, url: queryUrl(route, { ...base, debug: 'true', userId: '1 OR 1=1' }) });
  return out;
}

function pathMutations(route: ApiRoute): MalformedRequest[] {
  return route.params.flatMap((p) => [
    { label: `path ${p.name} of 1 MB`, mustReject: true, url: concretePath(route, { [p.name]: MEGABYTE }) },
    { label: `path ${p.name} negative`, mustReject: true, url: concretePath(route, { [p.name]: '-1' }) },
    ...Object.entries(HOSTILE_STRINGS).map(([label, value]) => ({ label: `path ${p.name}: ${label}`, mustReject: true, url: concretePath(route, { [p.name]: value }) })),
  ]);
}

/** Malformed requests for one route of the OpenAPI document, built from its schemas. */
export function malformedRequests(route: ApiRoute): MalformedRequest[] {
  const out = [...queryMutations(route), ...pathMutations(route)];
  if (route.body) out.push(...bodyMutations(route, route.body));
  else if (route.method !== 'GET') {
    out.push({ label: 'malformed JSON to a route without a body', mustReject: true, url: concretePath(route), payload: '{"a": [', contentType: 'application/json' });
    out.push(json(route, 'unexpected body', false, { userId: "1' OR '1'='1", pageSize: 1e15 }));
  }
  return out;
}
