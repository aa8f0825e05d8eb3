import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/** A string PostgreSQL cannot store: text columns refuse the NUL character. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((item) => holdsNul(item, depth + 1));
}

/** Refuses input the database could not store before any handler sees it, so such a request changes nothing. */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) throw badRequest('NUL (\\u0000) is not allowed in text');
  });
}
