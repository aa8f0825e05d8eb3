import type source from './zh-CN.ts';

const messages: typeof source = {
  menu: 'Catálogo de contatos',
  find: 'Encontrar colega',
  placeholder: 'Nome / pinyin / departamento / telefone / e-mail',
  searchTitle: 'Resultados para “{{sign}}”',
  allTitle: 'Todos os colegas',
  count: '{{count}} colegas',
  count_one: '{{count}} colega',
  search: 'Buscar',
  export: 'Exportar contatos',
  exported: 'Contatos exportados',
  columns: { name: 'Nome', department: 'Departamento', position: 'Cargo', phone: 'Celular', email: 'E-mail' },
  empty: 'Nenhum colega encontrado. Tente outras palavras',
  call: 'Ligar',
};
export default messages;
