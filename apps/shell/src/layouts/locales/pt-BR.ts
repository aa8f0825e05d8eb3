import type source from './zh-CN.ts';

const messages: typeof source = {
  brand: 'Portal de Trabalho',
  collapse: 'Recolher menu',
  expand: 'Expandir menu',
  openMenu: 'Abrir menu',
  userMenu: {
    label: 'Menu da conta',
    center: 'Central pessoal',
    tenant: 'Trocar de locatário',
    password: 'Alterar senha',
    language: 'Idioma',
    logout: 'Sair',
    logoutConfirmTitle: 'Sair',
    logoutConfirm: 'Tem certeza de que deseja sair?',
  },
  header: {
    hrConsult: 'Ajuda de RH',
    adminConsult: 'Ajuda administrativa',
    ticket: 'Abrir chamado',
    messages: 'Mensagens',
    unread: '{{count}} mensagens não lidas',
    allMessages: 'Todas as mensagens',
    noUnread: 'Nenhuma mensagem não lida',
    language: 'Idioma',
    languageFailed: 'Não foi possível carregar o idioma. Verifique a conexão e tente novamente',
    settings: 'Configurações de layout',
  },
  tabs: {
    reload: 'Recarregar esta aba',
    label: 'Abas abertas',
    more: 'Ações das abas',
    closeCurrent: 'Fechar esta aba',
    closeLeft: 'Fechar abas à esquerda',
    closeRight: 'Fechar abas à direita',
    closeAll: 'Fechar todas as abas',
    last: 'Esta é a última aba e não pode ser fechada',
    noLeft: 'Não há abas à esquerda',
    noRight: 'Não há abas à direita',
  },
};
export default messages;
