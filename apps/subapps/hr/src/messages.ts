import type { LeaveStatus, LeaveType } from '@portal/contracts';
import type { Language } from '@portal/subapp-kit';

type Messages = {
  applyTitle: string;
  listTitle: string;
  applicant: string;
  leaveType: string;
  leaveTypeRequired: string;
  period: string;
  periodRequired: string;
  reason: string;
  reasonPlaceholder: string;
  reasonRequired: string;
  reasonLength: string;
  submit: string;
  submitted: string;
  submittedDetail: string;
  viewList: string;
  done: string;
  newRequest: string;
  days: string;
  status: string;
  createdAt: string;
  empty: string;
  loadFailed: string;
  retry: string;
  notBuilt: string;
  notBuiltDetail: string;
  types: Record<LeaveType, string>;
  statuses: Record<LeaveStatus, string>;
};

const zhCN: Messages = {
  applyTitle: '请假申请',
  listTitle: '我的假期',
  applicant: '申请人',
  leaveType: '假期类型',
  leaveTypeRequired: '请选择假期类型',
  period: '请假时间',
  periodRequired: '请选择请假时间',
  reason: '请假事由',
  reasonPlaceholder: '请简要说明请假原因和工作交接安排',
  reasonRequired: '请输入请假事由',
  reasonLength: '事由长度为 2 到 500 个字符',
  submit: '提交申请',
  submitted: '请假申请已提交',
  submittedDetail: '共 {days} 天，等待主管审批。',
  viewList: '查看我的假期',
  done: '完成',
  newRequest: '请假申请',
  days: '天数',
  status: '状态',
  createdAt: '申请时间',
  empty: '暂无请假记录',
  loadFailed: '加载失败',
  retry: '重试',
  notBuilt: '该功能尚未上线',
  notBuiltDetail: '人力资源系统的这一功能正在建设中。',
  types: { annual: '年假', personal: '事假', sick: '病假', marriage: '婚假', maternity: '产假' },
  statuses: { pending: '待审批', approved: '已批准', rejected: '已驳回' },
};

const zhTW: Messages = {
  applyTitle: '請假申請',
  listTitle: '我的假期',
  applicant: '申請人',
  leaveType: '假期類型',
  leaveTypeRequired: '請選擇假期類型',
  period: '請假時間',
  periodRequired: '請選擇請假時間',
  reason: '請假事由',
  reasonPlaceholder: '請簡要說明請假原因和工作交接安排',
  reasonRequired: '請輸入請假事由',
  reasonLength: '事由長度為 2 到 500 個字元',
  submit: '提交申請',
  submitted: '請假申請已提交',
  submittedDetail: '共 {days} 天，等待主管審批。',
  viewList: '查看我的假期',
  done: '完成',
  newRequest: '請假申請',
  days: '天數',
  status: '狀態',
  createdAt: '申請時間',
  empty: '暫無請假紀錄',
  loadFailed: '載入失敗',
  retry: '重試',
  notBuilt: '該功能尚未上線',
  notBuiltDetail: '人力資源系統的這一功能正在建設中。',
  types: { annual: '年假', personal: '事假', sick: '病假', marriage: '婚假', maternity: '產假' },
  statuses: { pending: '待審批', approved: '已核准', rejected: '已駁回' },
};

const enUS: Messages = {
  applyTitle: 'Leave request',
  listTitle: 'My leave',
  applicant: 'Applicant',
  leaveType: 'Type',
  leaveTypeRequired: 'Choose a type of leave',
  period: 'Dates',
  periodRequired: 'Choose the dates',
  reason: 'Reason',
  reasonPlaceholder: 'Why, and who covers your work',
  reasonRequired: 'Enter a reason',
  reasonLength: 'The reason has 2 to 500 characters',
  submit: 'Submit',
  submitted: 'Leave request submitted',
  submittedDetail: '{days} day(s), waiting for your manager’s approval.',
  viewList: 'View my leave',
  done: 'Done',
  newRequest: 'Request leave',
  days: 'Days',
  status: 'Status',
  createdAt: 'Requested',
  empty: 'No leave requests yet',
  loadFailed: 'Could not load',
  retry: 'Retry',
  notBuilt: 'Not available yet',
  notBuiltDetail: 'This function of human resources is being built.',
  types: { annual: 'Annual', personal: 'Personal', sick: 'Sick', marriage: 'Marriage', maternity: 'Maternity' },
  statuses: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
};

const ptBR: Messages = {
  applyTitle: 'Pedido de ausência',
  listTitle: 'Minhas ausências',
  applicant: 'Solicitante',
  leaveType: 'Tipo',
  leaveTypeRequired: 'Escolha o tipo de ausência',
  period: 'Datas',
  periodRequired: 'Escolha as datas',
  reason: 'Motivo',
  reasonPlaceholder: 'O motivo e quem cobre o seu trabalho',
  reasonRequired: 'Informe o motivo',
  reasonLength: 'O motivo tem de 2 a 500 caracteres',
  submit: 'Enviar',
  submitted: 'Pedido enviado',
  submittedDetail: '{days} dia(s), aguardando aprovação do gestor.',
  viewList: 'Ver minhas ausências',
  done: 'Concluir',
  newRequest: 'Pedir ausência',
  days: 'Dias',
  status: 'Situação',
  createdAt: 'Pedido em',
  empty: 'Nenhum pedido',
  loadFailed: 'Falha ao carregar',
  retry: 'Tentar de novo',
  notBuilt: 'Ainda não disponível',
  notBuiltDetail: 'Esta função de recursos humanos está em construção.',
  types: { annual: 'Férias', personal: 'Particular', sick: 'Doença', marriage: 'Casamento', maternity: 'Maternidade' },
  statuses: { pending: 'Pendente', approved: 'Aprovado', rejected: 'Recusado' },
};

export const MESSAGES: Record<Language, Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR };
export type { Messages };
