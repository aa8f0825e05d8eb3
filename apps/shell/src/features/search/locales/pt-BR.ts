import type source from './zh-CN.ts';

const messages: typeof source = {
  label: 'Busca de funções',
  placeholder: 'Buscar funções',
  clear: 'Limpar',
  recent: 'Buscas recentes',
};
export default messages;
