export default {
  menu: '首页',
  guides: {
    admin: '行政指南',
    hr: '人事指南',
    financial: '财务指南',
    it: 'IT指南',
    brand: '品牌指南',
  },
  list: '资讯盒子',
  detail: '资讯详情',
  foodMenu: '每周菜单',
};
