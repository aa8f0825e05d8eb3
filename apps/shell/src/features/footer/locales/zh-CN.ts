export default {
  title: '常用系统',
  handle: '常用系统',
};
