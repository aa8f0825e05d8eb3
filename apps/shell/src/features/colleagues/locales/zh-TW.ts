import type { Messages } from '../../../shared/i18n/types.ts';

const messages: Messages['colleagues'] = { menu: '通訊錄' };
export default messages;
