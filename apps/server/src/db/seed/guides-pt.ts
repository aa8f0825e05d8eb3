import type { GuideText } from './guides-data.ts';

const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** Contatos e seções dos guias em português. */
export const GUIDES_PT: GuideText = {
  hrguide: {
    contact: 'RH, Chen Jing · ramal 8021 · chenjing@xinghe-tech.com',
    sections: [
      { title: 'Licenças e férias', body: `<p>Peça licença em "Recursos Humanos — Autoatendimento — Pedido de Licença"; depois de aprovada, ela entra na sua frequência.</p>${list('Férias: 5 dias após um ano de casa, 10 dias após dez anos, válidas no ano', 'Licença médica: envie o atestado; mais de 3 dias exige gestor e HRBP', 'Licença pessoal: descontada por dia, no máximo 15 dias por ano', 'Casamento 13 dias, maternidade 158 dias, paternidade 20 dias (regras de Hunan)')}` },
      { title: 'Frequência e ajuste de ponto', body: '<p>Expediente das 9:00 às 18:00, com 30 minutos de flexibilidade. Esqueceu de bater o ponto? Envie "Frequência — Ajuste de Ponto" em até 3 dias úteis, no máximo 3 vezes por mês.</p>' },
      { title: 'Hora extra e viagens', body: '<p>Hora extra precisa de aprovação prévia em "Pedido de Hora Extra", compensada em folga ou paga. Para viajar, envie antes um "Pedido de Viagem" e vincule-o ao reembolso das despesas.</p>' },
      { title: 'Salário e previdência', body: '<p>O salário é pago no dia 10 de cada mês; veja o contracheque em "Recursos Humanos — Remuneração e Benefícios — Contracheque". As bases de previdência e do fundo habitacional mudam todo mês de julho.</p>' },
      { title: 'Efetivação e desligamento', body: '<p>15 dias antes do fim da experiência o sistema lembra de enviar a "Efetivação"; para sair, envie o "Pedido de Desligamento" com 30 dias de antecedência e devolva ativos e contas conforme a lista.</p>' },
    ],
  },
  adminguide: {
    contact: 'Administração, Zhao Liu · ramal 8001 · zhaoliu@xinghe-tech.com',
    sections: [
      { title: 'Reserva de salas', body: '<p>Escolha sala e horário em "Administração — Reserva de Salas"; para mais de 10 pessoas reserve a sala grande do 3º andar do Prédio A. Cancele com pelo menos 1 hora de antecedência.</p>' },
      { title: 'Veículos', body: '<p>Peça o veículo com um dia útil de antecedência em "Pedido de Veículo", com origem, destino e número de passageiros.</p>' },
      { title: 'Material de escritório', body: '<p>O material é entregue do dia 1 ao 5 de cada mês: envie "Material de Escritório" e retire com Zhu Xia na recepção.</p>' },
      { title: 'Visitantes e crachás', body: '<p>Registre visitantes com antecedência; a recepção emite o crachá provisório. Perdeu o crachá? Peça a "Segunda Via do Crachá" (taxa de 20 yuan).</p>' },
      { title: 'Carimbos', body: '<p>Todo uso de carimbo precisa de um "Pedido de Carimbo" aprovado; a Administração carimba. Os carimbos nunca saem do escritório.</p>' },
    ],
  },
  financialguide: {
    contact: 'Finanças, Wang Wu · ramal 8031 · wangwu@xinghe-tech.com',
    sections: [
      { title: 'Reembolso de despesas', body: `<p>Preencha o pedido em "Finanças — Reembolsos — Reembolso de Despesas" e envie as notas eletrônicas; o pagamento cai na conta salário até 5 dias úteis após a aprovação.</p>${list('Acima de 5.000 yuan por pedido: gestor e gerente financeiro aprovam', 'Razão social da nota: 星河数智科技有限公司', 'Peça o reembolso em até 60 dias após a despesa')}` },
      { title: 'Despesas de viagem', body: '<p>O reembolso de viagem precisa de um pedido de viagem aprovado. Hospedagem por noite: 550 yuan nas cidades de primeira linha, 450 nas capitais de província, 350 nas demais.</p>' },
      { title: 'Adiantamentos', body: '<p>Peça adiantamento em "Adiantamento"; quite-o com um reembolso ou devolva-o em até 30 dias.</p>' },
      { title: 'Pedidos de nota fiscal', body: '<p>Para faturar um cliente, informe o número do contrato e os dados em "Pedido de Nota Fiscal"; Finanças emite em até 2 dias úteis.</p>' },
    ],
  },
  itguide: {
    contact: 'Central de Serviços de TI · ramal 8000 · itsm@xinghe-tech.com',
    sections: [
      { title: 'Contas e senhas', body: '<p>O portal, o e-mail corporativo e a VPN usam a mesma conta. Troque a senha a cada 90 dias em "Alterar senha", no menu do avatar no canto superior direito.</p>' },
      { title: 'Rede e VPN', body: '<p>O Wi-Fi do escritório é XINGHE-STAFF, com a sua conta de domínio. Fora do escritório use o cliente VPN versão 5.4.</p>' },
      { title: 'Computadores e equipamentos', body: '<p>Para defeitos ou periféricos, use "Abrir chamado" no topo e escolha "Equipamentos de TI"; um técnico responde em até 4 horas.</p>' },
      { title: 'Software', body: '<p>Software licenciado pode ser instalado pela central de software da TI; o que não estiver na lista precisa de um chamado aprovado.</p>' },
      { title: 'Segurança da informação', body: '<p>Nunca envie arquivos da empresa para drives pessoais; encaminhe e-mails suspeitos para security@xinghe-tech.com.</p>' },
    ],
  },
  brandguide: {
    contact: 'Marca e Marketing, Huang Li · ramal 8051 · huangli@xinghe-tech.com',
    sections: [
      { title: 'Logotipo e identidade visual', body: '<p>Baixe logotipo, cores e fontes em "Marca e Marketing — Manual de Identidade Visual"; não distorça nem mude as cores. Cor da marca: Azul Xinghe #1677FF.</p>' },
      { title: 'Modelos de documentos e slides', body: '<p>Use os modelos 2026 de PowerPoint e Word do acervo da marca em propostas e relatórios.</p>' },
      { title: 'Pedidos de design', body: '<p>Cartazes, painéis e vídeos são pedidos em "Pedido de Design"; pedidos comuns saem em 3 dias úteis.</p>' },
      { title: 'Publicações', body: '<p>Conteúdo para o site, contas oficiais e imprensa passa pela revisão de Marca e Marketing; dados de clientes exigem consentimento por escrito.</p>' },
    ],
  },
};
