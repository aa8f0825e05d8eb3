import type { FastifyInstance } from 'fastify';

/** The subset of JSON Schema the route contracts produce. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. `/api/business-center/v1/login/{id}/tenant`. */
  path: string;
  query: Parameter[];
  params: Parameter[];
  body: JsonSchema | undefined;
  bodyType: string | undefined;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** Every operation of the server's own OpenAPI document (read with a session token). */
export async function apiRoutes(app: FastifyInstance, token: string): Promise<ApiRoute[]> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json', headers: { authorization: `Bearer ${token}` } });
  if (response.statusCode !== 200) throw new Error(`openapi.json answered ${response.statusCode}`);
  const doc = response.json<OpenApiDocument>();
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const [bodyType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      routes.push({
        method: method.toUpperCase() as ApiRoute['method'],
        path,
        query: parameters.filter((p) => p.in === 'query'),
        params: parameters.filter((p) => p.in === 'path'),
        body: content?.schema,
        bodyType,
      });
    }
  }
  return routes;
}

const STRING_CANDIDATES = ['10001', 'zhangsan', 'HR', 'a', 'A1b2C3', 'noread', '2026-01-01'];

/** A value the schema accepts, as far as a generator can tell: the starting point of every mutation. */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (alternative) return sampleOf(alternative);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) out[name] = sampleOf(property);
      return out;
    }
    case 'array':
      return schema.items && (schema.minItems ?? 0) > 0 ? [sampleOf(schema.items)] : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'string': {
      const pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
      const fits = (s: string) => (!pattern || pattern.test(s)) && s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity);
      return STRING_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    default:
      return 'x';
  }
}

/** The OpenAPI path with its parameters filled in. */
export function concretePath(route: ApiRoute, values: Record<string, string> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const param = route.params.find((p) => p.name === name);
    return encodePathValue(values[name] ?? String(param ? sampleOf(param.schema) : 'x'));
  });
}

/** Percent-encodes a path value; a lone surrogate becomes bytes that are not valid UTF-8, as a careless client would send. */
function encodePathValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}

export function typesOf(schema: JsonSchema): string[] {
  if (schema.anyOf) return schema.anyOf.flatMap(typesOf);
  if (schema.oneOf) return schema.oneOf.flatMap(typesOf);
  if (schema.enum) return [...new Set(schema.enum.map((v) => (v === null ? 'null' : typeof v)))];
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}
