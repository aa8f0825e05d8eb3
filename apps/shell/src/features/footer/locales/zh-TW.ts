import type { Messages } from '../../../shared/i18n/types.ts';

const messages: Messages['footer'] = { title: '常用系統', handle: '常用系統' };
export default messages;
