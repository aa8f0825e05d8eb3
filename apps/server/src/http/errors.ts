import type { MessageKey } from './error-catalogue.ts';

/** A refusal with an HTTP status, a body code and a catalogued message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly code: number | string = status,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const badRequest = (detail: string) => new AppError(400, 'badRequest', { detail });
export const unauthorized = () => new AppError(401, 'unauthorized');
export const forbidden = (key: MessageKey = 'forbidden') => new AppError(403, key);
export const notFound = () => new AppError(404, 'notFound');
export const tooManyRequests = (key: MessageKey = 'tooManyRequests', params: Record<string, string | number> = {}) =>
  new AppError(429, key, params);
