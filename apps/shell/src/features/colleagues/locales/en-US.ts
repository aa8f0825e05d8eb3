import type { Messages } from '../../../shared/i18n/types.ts';

const messages: Messages['colleagues'] = { menu: 'Address book' };
export default messages;
