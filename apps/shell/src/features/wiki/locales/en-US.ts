import type source from './zh-CN.ts';

const messages: typeof source = {
  community: 'Community wiki',
  enterprise: 'Enterprise wiki',
  mailbox: 'Enterprise mailbox',
  guides: 'Service guides',
  guidesIntro: 'How to get common things done, and whom to ask, in one place.',
  opening: 'Opening {{name}}…',
  opened: '{{name}} opened in a new window',
  openedHint: 'No new window? Your browser may have blocked it. Use the button below.',
  openAgain: 'Open {{name}} again',
  failed: '{{name}} cannot be opened right now',
};
export default messages;
