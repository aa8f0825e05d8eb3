import type source from './zh-CN.ts';

const messages: typeof source = {
  menu: 'Address book',
  find: 'Find colleague',
  placeholder: 'Name / pinyin / department / phone / email',
  searchTitle: 'Results for “{{sign}}”',
  allTitle: 'All colleagues',
  count: '{{count}} colleagues',
  count_one: '{{count}} colleague',
  search: 'Search',
  export: 'Export address book',
  exported: 'Address book exported',
  columns: { name: 'Name', department: 'Department', position: 'Position', phone: 'Mobile', email: 'Email' },
  empty: 'No colleague matches. Try other words',
  call: 'Call',
};
export default messages;
