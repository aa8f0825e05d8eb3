import type { Messages } from '../../../shared/i18n/types.ts';

const messages: Messages['search'] = {
  label: 'Function search',
  placeholder: 'Search functions',
  clear: 'Clear',
  recent: 'Recent searches',
};
export default messages;
