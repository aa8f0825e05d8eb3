import { z } from 'zod';

/** Success is code 0, as a number or a string (SPEC §8). */
export function isSuccessCode(code: unknown): boolean {
  return code === 0 || code === '0';
}

/** The body every portal API answers with. */
export interface ApiResult<T> {
  code: number | string;
  msg: string;
  data: T;
}

/** A paged answer: `total` sits beside `data` (the message query reads it there, SPEC §7). */
export interface PagedResult<T> extends ApiResult<T[]> {
  total: number;
  pageIndex: number;
  pageSize: number;
}

/** The body of every refusal: an HTTP 4xx/5xx status and a clear message. */
export interface ApiError {
  code: number | string;
  msg: string;
  /** Request id, shown in error notices so support can find the log line. */
  requestId?: string;
}

export const pageQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
});
