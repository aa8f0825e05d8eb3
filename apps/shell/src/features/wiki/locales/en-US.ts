import type { Messages } from '../../../shared/i18n/types.ts';

const messages: Messages['wiki'] = { community: 'Community wiki', enterprise: 'Enterprise wiki', mailbox: 'Enterprise mailbox' };
export default messages;
