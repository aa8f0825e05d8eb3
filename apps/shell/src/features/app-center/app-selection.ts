import type { App } from '@portal/contracts';
import { STORAGE_KEYS, appCodesKey } from '../../shared/storage-keys.ts';

/** SPEC §2, §3: remembers the clicked app so a later visit of the app centre returns to it. */
export function rememberApp(app: App, apps: readonly App[]): void {
  try {
    localStorage.setItem(appCodesKey(app.resourceCode), JSON.stringify(app.appCodes));
    localStorage.setItem(STORAGE_KEYS.allAppCodes, JSON.stringify([...new Set(apps.flatMap((a) => a.appCodes))]));
    localStorage.setItem(STORAGE_KEYS.appMenuKey, app.resourceCode);
    const first = apps.find((a) => !isExternal(a));
    if (first) localStorage.setItem(STORAGE_KEYS.firstAppName, first.resourceName);
  } catch {
    // Storage disabled: the app centre then opens the first app next time.
  }
}

/** The pane to show when the app centre is visited without one: the last clicked, else the first app. */
export function defaultApp(apps: readonly App[]): App | undefined {
  const inside = apps.filter((a) => !isExternal(a));
  let last: string | null = null;
  try {
    last = localStorage.getItem(STORAGE_KEYS.appMenuKey);
  } catch {
    last = null;
  }
  return inside.find((a) => a.resourceCode === last) ?? inside[0];
}

/** An app whose path starts with `w:` opens the rest of the path in a new window (SPEC §2). */
export function isExternal(app: App): boolean {
  return app.path.startsWith('w:');
}

export function openExternal(app: App): void {
  window.open(app.path.slice(2), '_blank', 'noopener,noreferrer');
}

export function menusPath(resourceCode: string): string {
  return `/app-center/menus?resourceCode=${encodeURIComponent(resourceCode)}`;
}
