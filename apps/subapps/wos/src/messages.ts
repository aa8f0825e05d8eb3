import type { TicketCategory, TicketStatus } from '@portal/contracts';
import type { Language } from '@portal/subapp-kit';

type Messages = {
  formTitle: string;
  formHint: string;
  title: string;
  titlePlaceholder: string;
  titleRequired: string;
  titleLength: string;
  category: string;
  categoryRequired: string;
  description: string;
  descriptionPlaceholder: string;
  descriptionRequired: string;
  descriptionLength: string;
  contact: string;
  contactPlaceholder: string;
  contactRequired: string;
  contactLength: string;
  submit: string;
  reset: string;
  submitted: string;
  submittedDetail: string;
  viewMine: string;
  another: string;
  closeWindow: string;
  myTickets: string;
  newTicket: string;
  ticketNo: string;
  createdAt: string;
  status: string;
  empty: string;
  loadFailed: string;
  retry: string;
  notBuilt: string;
  notBuiltDetail: string;
  categories: Record<TicketCategory, string>;
  statuses: Record<TicketStatus, string>;
};

const zhCN: Messages = {
  formTitle: '问题反馈',
  formHint: '遇到系统、网络或设备问题？填写以下信息，IT 服务台会尽快联系您。',
  title: '问题标题',
  titlePlaceholder: '一句话描述问题，例如：VPN 无法连接',
  titleRequired: '请输入问题标题',
  titleLength: '标题长度为 2 到 60 个字符',
  category: '问题分类',
  categoryRequired: '请选择问题分类',
  description: '问题描述',
  descriptionPlaceholder: '发生了什么、何时发生、影响范围，以及已尝试的办法',
  descriptionRequired: '请输入问题描述',
  descriptionLength: '描述长度为 5 到 1000 个字符',
  contact: '联系方式',
  contactPlaceholder: '手机号、分机号或邮箱',
  contactRequired: '请输入联系方式',
  contactLength: '联系方式长度为 3 到 50 个字符',
  submit: '提交',
  reset: '重置',
  submitted: '工单已提交',
  submittedDetail: '工单号 {no}，IT 服务台将尽快处理。',
  viewMine: '查看我的工单',
  another: '再提一个',
  closeWindow: '关闭窗口',
  myTickets: '我的工单',
  newTicket: '问题反馈',
  ticketNo: '工单号',
  createdAt: '提交时间',
  status: '状态',
  empty: '暂无工单',
  loadFailed: '加载失败',
  retry: '重试',
  notBuilt: '该功能尚未上线',
  notBuiltDetail: 'IT管理系统的这一功能正在建设中。',
  categories: { account: '账号权限', network: '网络与 VPN', hardware: '电脑与外设', software: '软件系统', other: '其他' },
  statuses: { submitted: '已提交', processing: '处理中', resolved: '已解决', closed: '已关闭' },
};

const zhTW: Messages = {
  ...zhCN,
  formTitle: '問題回饋',
  formHint: '遇到系統、網路或設備問題？填寫以下資訊，IT 服務台會盡快聯繫您。',
  title: '問題標題',
  titlePlaceholder: '一句話描述問題，例如：VPN 無法連線',
  titleRequired: '請輸入問題標題',
  titleLength: '標題長度為 2 到 60 個字元',
  category: '問題分類',
  categoryRequired: '請選擇問題分類',
  description: '問題描述',
  descriptionPlaceholder: '發生了什麼、何時發生、影響範圍，以及已嘗試的辦法',
  descriptionRequired: '請輸入問題描述',
  descriptionLength: '描述長度為 5 到 1000 個字元',
  contact: '聯絡方式',
  contactPlaceholder: '手機號、分機號或信箱',
  contactRequired: '請輸入聯絡方式',
  contactLength: '聯絡方式長度為 3 到 50 個字元',
  submit: '提交',
  reset: '重設',
  submitted: '工單已提交',
  submittedDetail: '工單號 {no}，IT 服務台將盡快處理。',
  viewMine: '查看我的工單',
  another: '再提一個',
  closeWindow: '關閉視窗',
  myTickets: '我的工單',
  newTicket: '問題回饋',
  ticketNo: '工單號',
  createdAt: '提交時間',
  status: '狀態',
  empty: '暫無工單',
  loadFailed: '載入失敗',
  retry: '重試',
  notBuilt: '該功能尚未上線',
  notBuiltDetail: 'IT管理系統的這一功能正在建設中。',
  categories: { account: '帳號權限', network: '網路與 VPN', hardware: '電腦與周邊', software: '軟體系統', other: '其他' },
  statuses: { submitted: '已提交', processing: '處理中', resolved: '已解決', closed: '已關閉' },
};

const enUS: Messages = {
  formTitle: 'Report a problem',
  formHint: 'A system, network or device problem? Fill in the details and the IT service desk will contact you soon.',
  title: 'Title',
  titlePlaceholder: 'The problem in one line, e.g. VPN does not connect',
  titleRequired: 'Enter a title',
  titleLength: 'The title has 2 to 60 characters',
  category: 'Category',
  categoryRequired: 'Choose a category',
  description: 'Description',
  descriptionPlaceholder: 'What happened, when, who is affected, and what you already tried',
  descriptionRequired: 'Enter a description',
  descriptionLength: 'The description has 5 to 1000 characters',
  contact: 'Contact',
  contactPlaceholder: 'Mobile, extension or email',
  contactRequired: 'Enter how to reach you',
  contactLength: 'The contact has 3 to 50 characters',
  submit: 'Submit',
  reset: 'Reset',
  submitted: 'Ticket submitted',
  submittedDetail: 'Ticket {no}. The IT service desk will handle it soon.',
  viewMine: 'View my tickets',
  another: 'Report another',
  closeWindow: 'Close window',
  myTickets: 'My tickets',
  newTicket: 'Report a problem',
  ticketNo: 'Ticket',
  createdAt: 'Submitted',
  status: 'Status',
  empty: 'No tickets yet',
  loadFailed: 'Could not load',
  retry: 'Retry',
  notBuilt: 'Not available yet',
  notBuiltDetail: 'This function of IT management is being built.',
  categories: { account: 'Accounts and access', network: 'Network and VPN', hardware: 'Computers and devices', software: 'Software', other: 'Other' },
  statuses: { submitted: 'Submitted', processing: 'In progress', resolved: 'Resolved', closed: 'Closed' },
};

const ptBR: Messages = {
  formTitle: 'Relatar um problema',
  formHint: 'Problema de sistema, rede ou equipamento? Preencha os dados e o suporte de TI entrará em contato.',
  title: 'Título',
  titlePlaceholder: 'O problema em uma linha, ex.: a VPN não conecta',
  titleRequired: 'Informe um título',
  titleLength: 'O título tem de 2 a 60 caracteres',
  category: 'Categoria',
  categoryRequired: 'Escolha uma categoria',
  description: 'Descrição',
  descriptionPlaceholder: 'O que aconteceu, quando, quem é afetado e o que já tentou',
  descriptionRequired: 'Informe uma descrição',
  descriptionLength: 'A descrição tem de 5 a 1000 caracteres',
  contact: 'Contato',
  contactPlaceholder: 'Celular, ramal ou e-mail',
  contactRequired: 'Informe como falar com você',
  contactLength: 'O contato tem de 3 a 50 caracteres',
  submit: 'Enviar',
  reset: 'Limpar',
  submitted: 'Chamado enviado',
  submittedDetail: 'Chamado {no}. O suporte de TI cuidará dele em breve.',
  viewMine: 'Ver meus chamados',
  another: 'Relatar outro',
  closeWindow: 'Fechar janela',
  myTickets: 'Meus chamados',
  newTicket: 'Relatar um problema',
  ticketNo: 'Chamado',
  createdAt: 'Enviado em',
  status: 'Situação',
  empty: 'Nenhum chamado',
  loadFailed: 'Falha ao carregar',
  retry: 'Tentar de novo',
  notBuilt: 'Ainda não disponível',
  notBuiltDetail: 'Esta função da gestão de TI está em construção.',
  categories: { account: 'Contas e acessos', network: 'Rede e VPN', hardware: 'Computadores e periféricos', software: 'Software', other: 'Outros' },
  statuses: { submitted: 'Enviado', processing: 'Em andamento', resolved: 'Resolvido', closed: 'Fechado' },
};

export const MESSAGES: Record<Language, Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR };
export type { Messages };
