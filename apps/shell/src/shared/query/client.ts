import { QueryClient } from '@tanstack/react-query';
import { HttpError } from '../http/client.ts';

/**
 * Whether a failed read is tried again: once, and only when the network or the server failed
 * (a refusal — 4xx, a business code — would answer the same). The retry's notice, if it fails
 * too, replaces the first one (same key), so a failure shows one notice.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!(error instanceof HttpError)) return true;
  return error.status === 0 || error.status >= 500;
}

/** The shell's query client: data kept fresh for 30 s, no refetch on focus, the retry rule above. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 } } });
}
