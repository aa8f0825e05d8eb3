export default {
  menu: '通讯录',
};
