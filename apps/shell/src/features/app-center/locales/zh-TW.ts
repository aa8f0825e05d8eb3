import type { Messages } from '../../../shared/i18n/types.ts';

const messages: Messages['appCenter'] = { menu: '應用中心', menus: '應用選單', main: '功能' };
export default messages;
