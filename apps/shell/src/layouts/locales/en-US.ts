import type source from './zh-CN.ts';

const messages: typeof source = {
  brand: 'Office Platform',
  collapse: 'Collapse menu',
  expand: 'Expand menu',
  openMenu: 'Open menu',
  userMenu: {
    label: 'Account menu',
    center: 'Personal center',
    tenant: 'Switch tenant',
    password: 'Change password',
    language: 'Language',
    logout: 'Sign out',
    logoutConfirmTitle: 'Sign out',
    logoutConfirm: 'Are you sure you want to sign out?',
  },
  header: {
    hrConsult: 'HR help',
    adminConsult: 'Admin help',
    ticket: 'Submit a ticket',
    messages: 'Messages',
    unread: '{{count}} unread messages',
    allMessages: 'All messages',
    noUnread: 'No unread messages',
    language: 'Language',
    languageFailed: 'The language pack could not be loaded. Check your connection and try again',
    settings: 'Layout settings',
  },
  tabs: {
    reload: 'Reload this tab',
    label: 'Open tabs',
    more: 'Tab actions',
    closeCurrent: 'Close this tab',
    closeLeft: 'Close tabs to the left',
    closeRight: 'Close tabs to the right',
    closeAll: 'Close all tabs',
    last: 'This is the last tab and cannot be closed',
    noLeft: 'There are no tabs to the left',
    noRight: 'There are no tabs to the right',
  },
};
export default messages;
