import { data } from 'react-router';
import { allows } from '@portal/contracts';
import type { CurrentUser } from '@portal/contracts';
import { loadCurrentUser } from '../shared/session/api.ts';
import { useSessionStore } from '../shared/session/store.ts';

let signedIn: Promise<CurrentUser> | undefined;

/**
 * The signed-in user, loaded once for the frame's loader and the guards that run beside it
 * (the router runs the loaders of a location together). A tenant switch loads the user again
 * itself and the guards read the store, so they follow it.
 */
export function userLoaded(): Promise<CurrentUser> {
  signedIn ??= loadCurrentUser().catch((error: unknown) => {
    signedIn = undefined;
    throw error;
  });
  return signedIn;
}

/** The answer of a guard that refuses: the error boundary shows the 403 page in the tab. */
export const FORBIDDEN_STATUS = 403;

/**
 * The access guard of a route with a permission (SPEC §6), run by the router before anything of
 * the page renders: a user without the permission gets the 403 page, never the page itself.
 */
export function guardLoader(permission: string) {
  return async (): Promise<null> => {
    await userLoaded();
    if (!allows(useSessionStore.getState().permissions, permission)) throw data(null, { status: FORBIDDEN_STATUS });
    return null;
  };
}
