import { HOME_PATH } from '@portal/contracts';
import { goToLogin } from '../shared/session/credentials.ts';
import { useSessionStore } from '../shared/session/store.ts';
import { STORAGE_KEYS } from '../shared/storage-keys.ts';

/**
 * Routing rules that run before the app (SPEC §2): a URL containing SESSION goes to
 * /home/index; without a stored token the browser goes to the identity login page.
 * Answers whether the app should start.
 */
export function checkEntry(): boolean {
  if (window.location.href.includes(STORAGE_KEYS.session)) {
    window.history.replaceState(null, '', HOME_PATH);
  }
  if (!useSessionStore.getState().token) {
    goToLogin();
    return false;
  }
  return true;
}
