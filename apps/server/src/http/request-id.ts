import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HEADERS } from '@portal/contracts';

const REQUEST_ID = /^[\w.-]{8,128}$/;

/**
 * The id of a request: the one the shell (or a proxy in front) sent in X-Request-Id when it is
 * well formed, else a new one. Logs, error bodies and the response header all carry it.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[HEADERS.requestId.toLowerCase()];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
