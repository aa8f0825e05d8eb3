import { SSO_PATHS, type Endpoints } from '@portal/contracts';
import { api, call } from '../../shared/http/index.ts';
import { useSessionStore } from '../../shared/session/store.ts';

/** How an address is asked for: `quiet` when the caller shows a failure itself. */
interface Ask {
  quiet?: boolean;
}

const wikiCodeLogin = api<Endpoints['wikiCodeLogin']>('POST', SSO_PATHS.wikiCodeLogin);
const mailSignUrl = api<Endpoints['mailSignUrl']>('GET', SSO_PATHS.mailSignUrl);

/** The wiki address with its one-time login token `_tk` (SPEC §2); `section` is a path inside the wiki. */
export async function wikiUrl(section = '', { quiet = false }: Ask = {}): Promise<string> {
  const { data } = await call(wikiCodeLogin, { userCode: useSessionStore.getState().identity.userCode }, { quiet });
  const url = new URL(section, data.url);
  url.searchParams.set('_tk', data.token);
  return url.toString();
}

/** SPEC §2: the community wiki. */
export const communityWikiUrl = (ask?: Ask) => wikiUrl('', ask);
/** SPEC §2: the enterprise wiki, the wiki's `wiki` section. */
export const enterpriseWikiUrl = (ask?: Ask) => wikiUrl('wiki', ask);

/** SPEC §7: the enterprise mailbox's login address for the user. */
export async function mailboxUrl({ quiet = false }: Ask = {}): Promise<string> {
  const { data } = await call(mailSignUrl, { userCode: useSessionStore.getState().identity.userCode }, { quiet });
  return data;
}
