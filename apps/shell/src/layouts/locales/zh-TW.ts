import type { Messages } from '../../shared/i18n/types.ts';

const messages: Messages['layout'] = {
  collapse: '收起選單',
  expand: '展開選單',
  userMenu: { center: '個人中心', logout: '登出', logoutConfirmTitle: '資訊', logoutConfirm: '您確定要登出嗎？' },
};
export default messages;
