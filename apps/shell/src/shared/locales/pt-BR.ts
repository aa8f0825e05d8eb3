import type source from './zh-CN.ts';

const messages: typeof source = {
  productTitle: 'Plataforma de Escritório Colaborativo',
  loading: 'Carregando…',
  loadFailed: 'Não foi possível carregar. Tente novamente.',
  retry: 'Tentar novamente',
  reload: 'Recarregar',
  backHome: 'Voltar ao início',
  comingSoon: {
    title: 'Em breve',
    description: '"{{name}}" estará disponível em breve.',
  },
  http: {
    forbidden: 'Forbidden',
    statusTitle: 'Status HTTP {{status}}, código do serviço {{code}}',
    codeTitle: 'Código de status: {{code}}',
    timeout: 'A requisição expirou. Tente novamente',
    network: 'Falha de rede. Verifique sua conexão e tente novamente',
    requestId: 'ID da requisição: {{id}}',
  },
  errors: {
    forbiddenTitle: '403',
    forbidden: 'Desculpe, você não tem permissão para abrir esta página.',
    notFoundTitle: '404',
    notFound: 'Desculpe, a página que você visitou não existe.',
    crashTitle: 'Algo deu errado',
    crash: 'Esta página encontrou um erro. Recarregue-a.',
    chunkTitle: 'Parte da página não carregou',
    chunk: 'A rede pode ter caído ou o portal acabou de ser atualizado. Recarregue a página.',
    apiDownTitle: 'Serviço indisponível',
    apiDown: 'O servidor não pode ser alcançado agora. Tentaremos novamente automaticamente.',
  },
  list: {
    total: '{{total}} no total',
    selected: '{{count}} selecionados',
    selected_one: '{{count}} selecionado',
    selectRow: 'Selecionar esta linha',
    empty: 'Nada por aqui ainda',
  },
};
export default messages;
