export default {
  title: '切换租户',
  current: '当前租户',
  switch: '切换',
  confirmTitle: '切换租户',
  confirm: '确定切换到「{{name}}」吗？已打开的页签将被关闭。',
  switched: '已切换到「{{name}}」',
  retry: '加载失败，点击重试',
};
