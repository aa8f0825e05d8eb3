import type { Messages } from '../../../shared/i18n/types.ts';

const messages: Messages['footer'] = { title: 'Company systems', handle: 'Company systems' };
export default messages;
