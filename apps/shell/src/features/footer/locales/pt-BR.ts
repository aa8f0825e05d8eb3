import type { Messages } from '../../../shared/i18n/types.ts';

const messages: Messages['footer'] = { title: 'Sistemas da empresa', handle: 'Sistemas da empresa' };
export default messages;
