import { HOME_PATH } from '@portal/contracts';
import { getToken, goToLogin } from '../shared/session/credentials.ts';
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
  if (!getToken()) {
    goToLogin();
    return false;
  }
  return true;
}
