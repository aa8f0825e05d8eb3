import type { FastifyRequest } from 'fastify';

/** `application/x-www-form-urlencoded` bodies as a plain object (the last value of a repeated name wins). */
export function parseFormBody(_request: FastifyRequest, body: string | Buffer, done: (error: Error | null, value?: unknown) => void): void {
  done(null, Object.fromEntries(new URLSearchParams(body.toString())));
}
