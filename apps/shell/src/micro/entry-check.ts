import { SCRIPT_LOAD_TIMEOUT_MS } from '../shared/constants.ts';

/** Why an entry failed: its HTTP status, a network error, or the 120 s timeout (SPEC §8). */
export type EntryFailure = { kind: 'http'; status: number } | { kind: 'network' } | { kind: 'timeout' } | { kind: 'start' } | { kind: 'runtime'; detail: string };

/**
 * Fetches the entry's index beside the engine's own load: a non-2xx answer, a network error or
 * no answer within 120 s is a failure the tab shows. Answers null when the entry is reachable.
 */
export async function checkEntry(url: string, signal: AbortSignal, timeoutMs = SCRIPT_LOAD_TIMEOUT_MS): Promise<EntryFailure | null> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal, credentials: 'include', headers: { accept: 'text/html' } });
    return response.ok ? null : { kind: 'http', status: response.status };
  } catch {
    if (signal.aborted) return null;
    return timedOut ? { kind: 'timeout' } : { kind: 'network' };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}
