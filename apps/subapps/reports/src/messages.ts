import type { TicketCategory, TicketStatus } from '@portal/contracts';
import type { Language } from '@portal/subapp-kit';

export interface Messages {
  ticketsTitle: string;
  byCategory: string;
  byStatus: string;
  total: string;
  loading: string;
  loadFailed: string;
  retry: string;
  notBuilt: string;
  categories: Record<TicketCategory, string>;
  statuses: Record<TicketStatus, string>;
}

export const MESSAGES: Record<Language, Messages> = {
  'zh-CN': {
    ticketsTitle: '工单统计',
    byCategory: '按问题分类',
    byStatus: '按处理状态',
    total: '工单总数',
    loading: '加载中…',
    loadFailed: '加载失败：',
    retry: '重试',
    notBuilt: '该报表尚未上线',
    categories: { account: '账号权限', network: '网络与 VPN', hardware: '电脑与外设', software: '软件系统', other: '其他' },
    statuses: { submitted: '已提交', processing: '处理中', resolved: '已解决', closed: '已关闭' },
  },
  'zh-TW': {
    ticketsTitle: '工單統計',
    byCategory: '按問題分類',
    byStatus: '按處理狀態',
    total: '工單總數',
    loading: '載入中…',
    loadFailed: '載入失敗：',
    retry: '重試',
    notBuilt: '該報表尚未上線',
    categories: { account: '帳號權限', network: '網路與 VPN', hardware: '電腦與周邊', software: '軟體系統', other: '其他' },
    statuses: { submitted: '已提交', processing: '處理中', resolved: '已解決', closed: '已關閉' },
  },
  'en-US': {
    ticketsTitle: 'Ticket statistics',
    byCategory: 'By category',
    byStatus: 'By status',
    total: 'Tickets',
    loading: 'Loading…',
    loadFailed: 'Could not load: ',
    retry: 'Retry',
    notBuilt: 'This report is not available yet',
    categories: { account: 'Accounts', network: 'Network and VPN', hardware: 'Devices', software: 'Software', other: 'Other' },
    statuses: { submitted: 'Submitted', processing: 'In progress', resolved: 'Resolved', closed: 'Closed' },
  },
  'pt-BR': {
    ticketsTitle: 'Estatísticas de chamados',
    byCategory: 'Por categoria',
    byStatus: 'Por situação',
    total: 'Chamados',
    loading: 'Carregando…',
    loadFailed: 'Falha ao carregar: ',
    retry: 'Tentar de novo',
    notBuilt: 'Este relatório ainda não está disponível',
    categories: { account: 'Contas', network: 'Rede e VPN', hardware: 'Equipamentos', software: 'Software', other: 'Outros' },
    statuses: { submitted: 'Enviado', processing: 'Em andamento', resolved: 'Resolvido', closed: 'Fechado' },
  },
};
