import type source from './zh-CN.ts';

const messages: typeof source = {
  label: '功能搜尋',
  placeholder: '搜尋功能，按 Enter 查詢',
  clear: '清除',
  recent: '最近搜尋',
};
export default messages;
