import type { Messages } from '../../../shared/i18n/types.ts';

const messages: Messages['appCenter'] = { menu: 'Central de apps', menus: 'Menus do app', main: 'Função' };
export default messages;
