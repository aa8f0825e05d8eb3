export default {
  label: '功能搜索',
  placeholder: '搜索功能，回车查询',
  clear: '清空',
  recent: '最近搜索',
};
