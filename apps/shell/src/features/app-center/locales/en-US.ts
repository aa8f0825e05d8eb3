import type { Messages } from '../../../shared/i18n/types.ts';

const messages: Messages['appCenter'] = { menu: 'App Center', menus: 'App menus', main: 'Function' };
export default messages;
