export default {
  community: '社区百科',
  enterprise: '企业百科',
  mailbox: '企业邮箱',
  guides: '办事指南',
  guidesIntro: '常见事务的办理流程与联系人，一处查阅。',
  opening: '正在打开{{name}}…',
  opened: '{{name}}已在新窗口中打开',
  openedHint: '如果没有看到新窗口，可能被浏览器拦截了，请点击下方按钮。',
  openAgain: '再次打开{{name}}',
  failed: '暂时无法打开{{name}}',
};
