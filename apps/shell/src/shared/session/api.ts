import { PATHS, type CurrentUser, type Endpoints } from '@portal/contracts';
import { api, call } from '../http/index.ts';
import { useSessionStore } from './store.ts';

const currentUser = api<Endpoints['currentUserRead']>('GET', PATHS.currentUser);
const signOut = api<Endpoints['logout']>('POST', PATHS.logout);

/** Loads the signed-in user into the session store (which stores the user data of SPEC §3). */
export async function loadCurrentUser(): Promise<CurrentUser> {
  const { data } = await call(currentUser, undefined);
  useSessionStore.getState().setUser(data);
  return data;
}

export async function logout(): Promise<void> {
  await call(signOut, undefined);
}
