import type source from './zh-CN.ts';

const messages: typeof source = {
  label: 'Function search',
  placeholder: 'Search functions',
  clear: 'Clear',
  recent: 'Recent searches',
};
export default messages;
