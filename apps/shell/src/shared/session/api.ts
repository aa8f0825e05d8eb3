import { PATHS, type ApiResult, type CurrentUser } from '@portal/contracts';
import { http } from '../http/index.ts';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { useSessionStore } from './store.ts';

/** Loads the signed-in user into the session store and the locally stored user data. */
export async function loadCurrentUser(): Promise<CurrentUser> {
  const { data } = await http.get<ApiResult<CurrentUser>>(PATHS.currentUser);
  localStorage.setItem(STORAGE_KEYS.userNo, data.userNo);
  localStorage.setItem(STORAGE_KEYS.userName, data.realName);
  localStorage.setItem(STORAGE_KEYS.uniqueNo, data.uniqueNo);
  localStorage.setItem(STORAGE_KEYS.tenantId, data.tenantId);
  useSessionStore.getState().setUser(data);
  return data;
}

export async function logout(): Promise<void> {
  await http.post(PATHS.logout);
}
