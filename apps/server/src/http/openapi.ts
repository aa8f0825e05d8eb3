import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/api/openapi.json';

/**
 * Collects every `/api` route registered after it into an OpenAPI 3 document, with the zod
 * request schemas turned into JSON Schema. Must be registered before the route modules.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: '协同办公平台 API', version: '1.0.0', description: 'Every call of the work portal under /api.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      if (!input.url.startsWith('/api/') || input.url === OPENAPI_PATH) return { ...transformed, schema: { ...transformed.schema, hide: true } };
      return transformed;
    },
  });
}

/** Serves the document to signed-in callers (like every `/api` route but login and health). */
export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get(OPENAPI_PATH, async () => app.swagger());
}
