import type source from './zh-CN.ts';

const messages: typeof source = {
  title: 'Switch tenant',
  current: 'Current',
  switch: 'Switch',
  confirmTitle: 'Switch tenant',
  confirm: 'Switch to "{{name}}"? Open tabs will be closed.',
  switched: 'Switched to "{{name}}"',
  retry: 'Could not load. Click to retry',
};
export default messages;
