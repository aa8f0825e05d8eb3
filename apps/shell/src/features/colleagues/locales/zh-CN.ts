export default {
  menu: '通讯录',
  find: '找同事',
  placeholder: '姓名 / 拼音 / 部门 / 电话 / 邮箱',
  searchTitle: '“{{sign}}”的搜索结果',
  allTitle: '全部同事',
  count: '共 {{count}} 位同事',
  search: '搜索',
  export: '导出通讯录',
  exported: '通讯录已导出',
  columns: { name: '姓名', department: '部门', position: '职位', phone: '手机', email: '邮箱' },
  empty: '没有找到匹配的同事，换个关键词试试',
  call: '拨打',
};
