import type source from './zh-CN.ts';

const messages: typeof source = {
  productTitle: 'Collaborative Office Platform',
  loading: 'Loading…',
  loadFailed: 'Could not load. Try again.',
  retry: 'Retry',
  reload: 'Reload',
  backHome: 'Back to home',
  comingSoon: {
    title: 'Coming soon',
    description: '"{{name}}" is on its way.',
  },
  http: {
    forbidden: 'Forbidden',
    statusTitle: 'HTTP status {{status}}, service code {{code}}',
    codeTitle: 'Status code: {{code}}',
    timeout: 'The request timed out. Please try again',
    network: 'Network error. Check your connection and try again',
    requestId: 'Request ID: {{id}}',
  },
  errors: {
    forbiddenTitle: '403',
    forbidden: 'Sorry, you are not allowed to open this page.',
    notFoundTitle: '404',
    notFound: 'Sorry, the page you visited does not exist.',
    crashTitle: 'Something went wrong',
    crash: 'This page hit an error. Please reload it.',
    chunkTitle: 'Part of the page failed to load',
    chunk: 'The network may have dropped, or the portal was just updated. Please reload the page.',
    apiDownTitle: 'Service unavailable',
    apiDown: 'The server cannot be reached right now. We will retry automatically.',
  },
  list: {
    total: '{{total}} in total',
    selected: '{{count}} selected',
    selected_one: '{{count}} selected',
    selectRow: 'Select this row',
    empty: 'Nothing here yet',
  },
};
export default messages;
