import { FRAME_PATHS, type Endpoints, type FriendlyLink } from '@portal/contracts';
import { api, call } from '../../shared/http/index.ts';

const friendlyLinks = api<Endpoints['friendlyLinkList']>('GET', FRAME_PATHS.friendlyLinks);

/** The footer's links (SPEC §1); a failure stays quiet: the footer is then not shown. */
export const getFriendlyLinks = async (): Promise<FriendlyLink[]> => (await call(friendlyLinks, undefined, { noTips: true })).data;
