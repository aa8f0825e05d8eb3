import type { Messages } from '../../../shared/i18n/types.ts';

const messages: Messages['userCenter'] = {
  menu: 'Central pessoal',
  groups: { office: 'Meu trabalho', settings: 'Minhas configurações' },
  pages: {
    index: 'Visão geral',
    todouser: 'Minhas pendências',
    todoread: 'Para ler',
    meeting: 'Minhas reuniões',
    mail: 'Meus e-mails',
    apply: 'Minhas solicitações',
    done: 'Concluídos',
    draft: 'Meus rascunhos',
    submitted: 'Meus apontamentos',
    workReportApproval: 'Aprovação de apontamentos',
    myDevice: 'Meus dispositivos',
    myAccount: 'Minhas contas',
    message: 'Minhas mensagens',
    basicsettings: 'Configurações básicas',
    securitysettings: 'Segurança',
    messagesettings: 'Notificações',
    custom: 'Personalizar painel',
  },
};
export default messages;
