import type { Messages } from '../../../shared/i18n/types.ts';

const messages: Messages['search'] = {
  label: 'Busca de funções',
  placeholder: 'Buscar funções',
  clear: 'Limpar',
  recent: 'Buscas recentes',
};
export default messages;
