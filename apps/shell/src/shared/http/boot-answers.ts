import { HEADERS } from '@portal/contracts';

/** A read index.html's boot script (public/boot-data.js) started before the app's code loaded. */
export interface BootAnswer {
  requestId: string;
  authorization: string;
  tenant: string;
  /** When it was asked (ms since the epoch). */
  at: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __portalBoot?: Record<string, BootAnswer>;
  }
}

/** An answer older than this is not used: the app asks again. */
export const BOOT_ANSWER_MAX_AGE_MS = 15_000;

/**
 * The boot script's answer for `url`, taken once, when it was asked with the same token and
 * tenant as `headers` and recently; undefined otherwise (the caller asks itself).
 */
export function takeBootAnswer(url: string, headers: Readonly<Record<string, string>>): BootAnswer | undefined {
  const answers = window.__portalBoot;
  const answer = answers?.[url];
  if (!answers || !answer) return undefined;
  delete answers[url];
  const same = answer.authorization === (headers[HEADERS.authorization] ?? '') && answer.tenant === (headers[HEADERS.tenantId] ?? '');
  return same && Date.now() - answer.at <= BOOT_ANSWER_MAX_AGE_MS ? answer : undefined;
}
