import { useQuery } from '@tanstack/react-query';
import {
  COLLEAGUE_PATHS,
  FEATURE_CODES,
  USER_END_PATHS,
  type Endpoints,
} from '@portal/contracts';
import { api, call, http, userEnd } from '../../shared/http/index.ts';
import { tenantKey } from '../../shared/query/keys.ts';
import { useSessionStore } from '../../shared/session/store.ts';

const featurePermissions = api<Endpoints['featurePermissionCheck']>('GET', USER_END_PATHS.checkUserProgramInfo);
const colleagueSearch = api<Endpoints['colleagueSearch']>('GET', COLLEAGUE_PATHS.search);

/** SPEC §6: the colleague search shows only when the server says the user's settings allow it. */
export const useColleagueSearchVisible = () =>
  useQuery({
    queryKey: tenantKey('colleagues', 'visible'),
    queryFn: async () => {
      const features = await userEnd(() =>
        call(featurePermissions, { userCode: useSessionStore.getState().identity.userCode }, { noTips: true }),
      );
      return features.some((f) => f.featureCode === FEATURE_CODES.colleagueSearch && f.enabled);
    },
  });

export const useColleagues = (keyword: string) =>
  useQuery({
    queryKey: tenantKey('colleagues', 'search', keyword),
    queryFn: async () => (await call(colleagueSearch, { keyword })).data,
    placeholderData: (previous) => previous,
  });

/** Downloads the address book (matching `sign`) as a spreadsheet file. */
export async function exportAddressBook(sign: string, fileName: string): Promise<void> {
  // A spreadsheet file, not a JSON answer: no endpoint in the contracts.
  const blob = await http.get<Blob>(`/api${COLLEAGUE_PATHS.exportAddressBook}`, { sign }, { blob: true });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
