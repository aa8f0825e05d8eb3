import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@portal/contracts';
import { AppError } from './errors.ts';
import { pickLanguage, translate, type MessageKey } from './error-catalogue.ts';

export function requestLanguage(request: FastifyRequest) {
  const accept = request.headers['accept-language'];
  // Framework errors (a bad URL) are answered before the cookie parser has run.
  const cookies = request.cookies as Record<string, string | undefined> | undefined;
  return pickLanguage(cookies?.lang, Array.isArray(accept) ? accept[0] : accept);
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: MessageKey,
  params: Record<string, string | number> = {},
  code: number | string = status,
) {
  const body: ApiError = { code, msg: translate(requestLanguage(request), key, params), requestId: request.id };
  return reply.status(status).send(body);
}

function validationDetail(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation
      .map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        return field ? `${field}: ${issue.message}` : issue.message;
      })
      .slice(0, 3)
      .join('; ');
  }
  return error.message;
}

/** Errors the router raises before any hook (a URL that is not valid UTF-8, a path parameter too long): the same `{code, msg}`. */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void sendError(request, reply, status, 'badRequest', { detail: 'URL' });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(request, reply, error.status, error.messageKey, error.params, error.code);
    }
    if (error.validation) {
      return sendError(request, reply, 400, 'badRequest', { detail: validationDetail(error) });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return sendError(request, reply, 413, 'payloadTooLarge');
    if (status === 429) return sendError(request, reply, 429, 'tooManyRequests');
    if (status >= 400 && status < 500) {
      return sendError(request, reply, status, 'badRequest', { detail: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, 500, 'internal');
  });
}
