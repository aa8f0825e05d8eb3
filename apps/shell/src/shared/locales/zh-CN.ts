/** Shell-wide words and the messages of the HTTP error catalogue (SPEC §8). zh-CN is the source. */
export default {
  productTitle: '协同办公平台',
  loading: '加载中…',
  loadFailed: '加载失败，请重试',
  retry: '重试',
  reload: '重新加载',
  backHome: '返回首页',
  comingSoon: {
    title: '功能建设中',
    description: '「{{name}}」即将上线，敬请期待。',
  },
  http: {
    forbidden: 'Forbidden',
    statusTitle: 'HTTP状态码{{status}},服务状态码{{code}}',
    codeTitle: '状态码: {{code}}',
    timeout: '请求超时，请稍后重试',
    network: '网络连接失败，请检查网络后重试',
    requestId: '请求编号：{{id}}',
  },
  errors: {
    forbiddenTitle: '403',
    forbidden: '抱歉，您无权访问此页面。',
    notFoundTitle: '404',
    notFound: '抱歉，您访问的页面不存在。',
    crashTitle: '页面出错了',
    crash: '页面运行时发生错误，请重新加载。',
    chunkTitle: '页面资源加载失败',
    chunk: '可能是网络中断或系统刚刚升级，请重新加载页面。',
    apiDownTitle: '服务暂不可用',
    apiDown: '暂时无法连接到服务器，恢复后将自动重试。',
  },
};
