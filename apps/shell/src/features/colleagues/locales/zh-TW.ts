import type source from './zh-CN.ts';

const messages: typeof source = {
  menu: '通訊錄',
  find: '找同事',
  placeholder: '姓名 / 拼音 / 部門 / 電話 / 郵箱',
  searchTitle: '「{{sign}}」的搜尋結果',
  allTitle: '全部同事',
  count: '共 {{count}} 位同事',
  count_one: '共 {{count}} 位同事',
  search: '搜尋',
  export: '匯出通訊錄',
  exported: '通訊錄已匯出',
  columns: { name: '姓名', department: '部門', position: '職位', phone: '手機', email: '郵箱' },
  empty: '沒有找到符合的同事，換個關鍵字試試',
  call: '撥打',
};
export default messages;
