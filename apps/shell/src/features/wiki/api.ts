import { SSO_PATHS, type ApiResult, type WikiLogin } from '@portal/contracts';
import { http } from '../../shared/http/index.ts';
import { storedUser } from '../../shared/session/credentials.ts';

/** The wiki address with its one-time login token `_tk` (SPEC §2); `section` is a path inside the wiki. */
export async function wikiUrl(section = ''): Promise<string> {
  const { data } = await http.post<ApiResult<WikiLogin>>(SSO_PATHS.wikiCodeLogin, { userCode: storedUser().userCode });
  const url = new URL(section, data.url);
  url.searchParams.set('_tk', data.token);
  return url.toString();
}

/** SPEC §2: the community wiki. */
export const communityWikiUrl = () => wikiUrl();
/** SPEC §2: the enterprise wiki, the wiki's `wiki` section. */
export const enterpriseWikiUrl = () => wikiUrl('wiki');

/** SPEC §7: the enterprise mailbox's login address for the user. */
export async function mailboxUrl(): Promise<string> {
  const { data } = await http.get<ApiResult<string>>(SSO_PATHS.mailSignUrl, { userCode: storedUser().userCode });
  return data;
}
