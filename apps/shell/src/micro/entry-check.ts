import { SCRIPT_LOAD_TIMEOUT_MS } from '../shared/constants.ts';

/** Why a system failed: its entry's HTTP status, an unreachable host, no start within the timeout, or its own report. */
export type EntryFailure =
  | { kind: 'http'; status: number }
  | { kind: 'network'; host: string }
  | { kind: 'timeout'; seconds: number }
  | { kind: 'runtime'; detail: string };

/** How long a system may take to load or connect (15 s; tests lower it with `window.portalSubappTimeoutMs`). */
export function connectTimeoutMs(): number {
  const configured = (window as Window & { portalSubappTimeoutMs?: unknown }).portalSubappTimeoutMs;
  return typeof configured === 'number' && configured > 0 ? configured : 15_000;
}

/**
 * Fetches the entry's index beside the frame's own load. On the portal's origin: a non-2xx answer
 * or a network error is a failure. On another origin the answer is readable only with CORS; when
 * the host answers without it (an opaque answer), it is reachable and its status unknown — and so
 * when the portal's CSP `connect-src` does not list the origin. Answers
 * null when the entry is reachable.
 */
export async function probeEntry(url: string, signal: AbortSignal, timeoutMs = SCRIPT_LOAD_TIMEOUT_MS): Promise<EntryFailure | null> {
  const target = new URL(url, window.location.href);
  const crossOrigin = target.origin !== window.location.origin;
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort);
  const timer = setTimeout(abort, timeoutMs);
  // The portal's CSP (connect-src) may not list the entry's origin: then its status is unknown, not a failure.
  let blocked = false;
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (event.blockedURI.startsWith(target.origin)) blocked = true;
  };
  document.addEventListener('securitypolicyviolation', onViolation);
  const ask = (mode: RequestMode) =>
    fetch(target, { signal: controller.signal, mode, credentials: crossOrigin ? 'omit' : 'include', headers: mode === 'cors' ? { accept: 'text/html' } : {} });
  try {
    let response: Response;
    try {
      response = await ask('cors');
    } catch (error) {
      if (!crossOrigin || controller.signal.aborted) throw error;
      response = await ask('no-cors');
    }
    return response.ok || response.type === 'opaque' ? null : { kind: 'http', status: response.status };
  } catch {
    // The violation event may follow the refused fetch by a task.
    if (crossOrigin) await new Promise((resolve) => setTimeout(resolve, 100));
    // A timeout here is left to the frame's own timeout.
    return blocked || signal.aborted || controller.signal.aborted ? null : { kind: 'network', host: target.host };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
    document.removeEventListener('securitypolicyviolation', onViolation);
  }
}
