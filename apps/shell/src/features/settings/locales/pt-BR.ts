import type source from './zh-CN.ts';

const messages: typeof source = {
  title: 'Configurações de layout',
  reset: 'Restaurar padrão',
  navTheme: 'Estilo geral',
  themes: { dark: 'Navegação escura', light: 'Navegação clara', realDark: 'Modo escuro (página inteira)' },
  color: 'Cor principal',
  colors: {
    green: 'Verde polar (padrão)',
    daybreak: 'Azul alvorada',
    geekblue: 'Azul geek',
    cyan: 'Ciano',
    purple: 'Roxo dourado',
    dust: 'Vermelho poeira',
    volcano: 'Vulcão',
    sunset: 'Laranja pôr do sol',
  },
  layout: 'Modo de navegação',
  layouts: { sidemenu: 'Menu lateral', topmenu: 'Menu superior', mixmenu: 'Menu misto' },
  contentWidth: 'Largura do conteúdo',
  widths: { Fluid: 'Fluida', Fixed: 'Fixa' },
  fluidOnly: 'Sempre fluida com o menu lateral',
  fixedHeader: 'Cabeçalho fixo',
  autoHideHeader: 'Ocultar cabeçalho ao rolar',
  needsFixedHeader: 'Requer cabeçalho fixo',
  fixedSidebar: 'Menu lateral fixo',
  noSider: 'Indisponível com o menu superior',
  other: 'Outras configurações',
  weak: 'Modo para daltonismo',
  multiTab: 'Várias abas',
};
export default messages;
