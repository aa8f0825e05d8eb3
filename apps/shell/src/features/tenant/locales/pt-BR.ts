import type source from './zh-CN.ts';

const messages: typeof source = {
  title: 'Trocar de locatário',
  current: 'Atual',
  switch: 'Trocar',
  confirmTitle: 'Trocar de locatário',
  confirm: 'Trocar para "{{name}}"? As abas abertas serão fechadas.',
  switched: 'Agora em "{{name}}"',
  retry: 'Falha ao carregar. Clique para tentar de novo',
};
export default messages;
