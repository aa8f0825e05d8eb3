import type { Messages } from '../../shared/i18n/types.ts';

const messages: Messages['layout'] = {
  collapse: 'Collapse menu',
  expand: 'Expand menu',
  userMenu: { center: 'Personal center', logout: 'Sign out', logoutConfirmTitle: 'Sign out', logoutConfirm: 'Are you sure you want to sign out?' },
};
export default messages;
