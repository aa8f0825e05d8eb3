export default {
  community: '社区百科',
  enterprise: '企业百科',
  mailbox: '企业邮箱',
};
