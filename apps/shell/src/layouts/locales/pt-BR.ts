import type { Messages } from '../../shared/i18n/types.ts';

const messages: Messages['layout'] = {
  collapse: 'Recolher menu',
  expand: 'Expandir menu',
  userMenu: { center: 'Central pessoal', logout: 'Sair', logoutConfirmTitle: 'Sair', logoutConfirm: 'Tem certeza de que deseja sair?' },
};
export default messages;
