export default {
  collapse: '收起菜单',
  expand: '展开菜单',
  userMenu: {
    center: '个人中心',
    logout: '退出登录',
    logoutConfirmTitle: '信息',
    logoutConfirm: '您确定要注销吗？',
  },
};
