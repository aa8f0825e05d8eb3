import type { Messages } from '../../../shared/i18n/types.ts';

const messages: Messages['search'] = {
  label: '功能搜尋',
  placeholder: '搜尋功能，按 Enter 查詢',
  clear: '清除',
  recent: '最近搜尋',
};
export default messages;
