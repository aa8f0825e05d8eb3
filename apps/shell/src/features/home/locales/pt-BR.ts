import type { Messages } from '../../../shared/i18n/types.ts';

const messages: Messages['home'] = {
  menu: 'Início',
  guides: {
    admin: 'Guia administrativo',
    hr: 'Guia de RH',
    financial: 'Guia financeiro',
    it: 'Guia de TI',
    brand: 'Guia da marca',
  },
  list: 'Caixa de notícias',
  detail: 'Detalhe da notícia',
  foodMenu: 'Cardápio da semana',
};
export default messages;
