import type source from './zh-CN.ts';

const messages: typeof source = {
  open: 'Assistente',
  title: 'Assistente',
  subtitle: 'Pergunte por funções, guias ou o contato de um colega',
  placeholder: 'Digite uma pergunta e pressione Enter',
  send: 'Enviar',
  newChat: 'Nova conversa',
  close: 'Fechar',
  welcome: 'Olá, sou o assistente do portal. Pergunte como pedir licença, como funcionam os reembolsos, como reservar uma sala, ou por um colega pelo nome.',
  thinking: 'Pensando…',
  failed: 'Sem resposta. Tente novamente mais tarde',
  examples: { leave: 'Como pedir licença?', expense: 'Reembolso de despesas', meeting: 'Reservar sala de reunião' },
  help: 'Ajuda',
  helpMenu: { hr: 'Consulta de RH', admin: 'Consulta administrativa', ticket: 'Abrir chamado' },
};
export default messages;
