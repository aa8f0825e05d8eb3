import type { Messages } from '../../../shared/i18n/types.ts';

const messages: Messages['colleagues'] = { menu: 'Catálogo de contatos' };
export default messages;
