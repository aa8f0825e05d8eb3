import type { Messages } from '../../../shared/i18n/types.ts';

const messages: Messages['wiki'] = { community: 'Wiki da comunidade', enterprise: 'Wiki corporativa', mailbox: 'E-mail corporativo' };
export default messages;
