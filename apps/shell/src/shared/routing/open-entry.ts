import type { MenuEntry } from './menu.ts';

/** Opens an address in a new window that cannot reach back into the portal (SPEC §2: noopener). */
export function openExternal(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * What a click on a menu entry does: an external address opens in a new window, a single
 * sign-on entry obtains its address first, anything else navigates inside the portal.
 */
export async function openEntry(entry: MenuEntry, navigate: (path: string) => unknown): Promise<void> {
  if (entry.externalUrl) return openExternal(entry.externalUrl);
  if (entry.resolveUrl) {
    try {
      openExternal(await entry.resolveUrl());
    } catch {
      // The HTTP client has told the user why the link could not be obtained.
    }
    return;
  }
  // React Router's navigate answers a promise that settles when the page shows; nothing waits for it.
  void navigate(entry.link ?? entry.key);
}
