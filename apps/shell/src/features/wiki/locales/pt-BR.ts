import type source from './zh-CN.ts';

const messages: typeof source = {
  community: 'Wiki da comunidade',
  enterprise: 'Wiki corporativa',
  mailbox: 'E-mail corporativo',
  guides: 'Guias de serviços',
  guidesIntro: 'Como resolver as tarefas do dia a dia, e a quem recorrer, num só lugar.',
  opening: 'Abrindo {{name}}…',
  opened: '{{name}} foi aberto em uma nova janela',
  openedHint: 'Não viu a nova janela? O navegador pode tê-la bloqueado. Use o botão abaixo.',
  openAgain: 'Abrir {{name}} novamente',
  failed: 'Não foi possível abrir {{name}} agora',
};
export default messages;
