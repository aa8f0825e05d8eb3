export default {
  menu: '应用中心',
  menus: '应用菜单',
  main: '功能',
};
