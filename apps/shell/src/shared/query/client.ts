import { QueryClient } from '@tanstack/react-query';
import { HttpError } from '../http/client.ts';
import { useLanguageStore } from '../i18n/index.ts';

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

/**
 * The shell's query client: data kept fresh for 30 s, no refetch on focus, the retry rule above.
 * The server answers in the caller's language (names, titles, labels): when the language changes,
 * everything fetched is fetched again — what is shown now at once, the rest when next shown.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 } } });
  useLanguageStore.subscribe((state, previous) => {
    if (state.language !== previous.language) void client.invalidateQueries();
  });
  return client;
}
