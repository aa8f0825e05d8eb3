import type { Messages } from '../../../shared/i18n/types.ts';

const messages: Messages['wiki'] = { community: '社群百科', enterprise: '企業百科', mailbox: '企業郵箱' };
export default messages;
