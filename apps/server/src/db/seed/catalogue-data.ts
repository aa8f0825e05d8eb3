/**
 * The demo company's app centre: one app per business module (SPEC §3 module table) plus an
 * external one, each with its menus (1), services (2) and views (3). `front` is the sub-app of
 * the registry that renders the function; `path` is the path inside it.
 */
export interface SeedResource {
  code: string;
  name: string;
  type: 1 | 2 | 3;
  front: string;
  path: string;
  group: string;
}

export interface SeedApp {
  code: string;
  name: string;
  system: string;
  /** External app: `w:` + address, opened in a new window. */
  path?: string;
  appCodes: string[];
  resources: SeedResource[];
}

const m = (code: string, name: string, front: string, path: string, group: string): SeedResource => ({ code, name, type: 1, front, path, group });
const s = (code: string, name: string, front: string, path: string, group: string): SeedResource => ({ code, name, type: 2, front, path, group });
const v = (code: string, name: string, front: string, path: string, group: string): SeedResource => ({ code, name, type: 3, front, path, group });

export const SEED_APPS: SeedApp[] = [
  {
    code: 'HR', name: '人力资源', system: 'EHR', appCodes: ['HR', 'ATTENDANCE', 'EHRER', 'KPIS'],
    resources: [
      m('HR_LEAVE_APPLY', '请假申请', 'HR', '/leave/apply', '员工自助'),
      m('HR_LEAVE_LIST', '我的假期', 'HR', '/leave/list', '员工自助'),
      m('HR_OVERTIME_APPLY', '加班申请', 'HR', '/overtime/apply', '员工自助'),
      m('HR_TRIP_APPLY', '出差申请', 'HR', '/trip/apply', '员工自助'),
      m('HR_SALARY_SLIP', '工资条', 'HR', '/salary/slip', '薪酬福利'),
      m('HR_SOCIAL_INSURANCE', '社保公积金', 'HR', '/salary/insurance', '薪酬福利'),
      m('HR_REGULAR_APPLY', '转正申请', 'HR', '/employee/regular', '员工关系'),
      m('HR_RESIGN_APPLY', '离职申请', 'HR', '/employee/resign', '员工关系'),
      m('ATT_CLOCK_RECORDS', '打卡记录', 'ATTENDANCE', '/clock/records', '考勤管理'),
      m('ATT_CLOCK_PATCH', '补卡申请', 'ATTENDANCE', '/clock/patch', '考勤管理'),
      v('ATT_MONTH_STATS', '月度考勤统计', 'ATTENDANCE', '/stats/month', '考勤管理'),
      m('EHR_PROFILE', '员工档案', 'EHRER', '/profile', '员工关系'),
      m('KPI_SELF_REVIEW', '绩效自评', 'KPIS', '/review/self', '绩效管理'),
      v('KPI_RESULTS', '绩效结果查询', 'KPIS', '/review/results', '绩效管理'),
      s('HR_CERTIFICATE', '在职证明开具', 'HR', '/service/certificate', '员工服务'),
    ],
  },
  {
    code: 'BMS', name: '运营管理', system: 'BMS', appCodes: ['CRM', 'SALES', 'PRODUCT', 'CLM'],
    resources: [
      m('CRM_CUSTOMERS', '客户管理', 'CRM', '/customers', '客户'),
      m('CRM_OPPORTUNITIES', '商机管理', 'CRM', '/opportunities', '客户'),
      m('SALES_ORDERS', '销售订单', 'SALES', '/orders', '销售'),
      m('SALES_QUOTES', '报价单', 'SALES', '/quotes', '销售'),
      m('PRODUCT_CATALOG', '产品目录', 'PRODUCT', '/catalog', '产品'),
      m('CLM_CONTRACTS', '合同管理', 'CLM', '/contracts', '合同'),
      s('CLM_CONTRACT_APPLY', '合同审批发起', 'CLM', '/contracts/apply', '合同'),
      v('SALES_DASHBOARD', '销售业绩看板', 'SALES', '/dashboard', '销售'),
    ],
  },
  {
    code: 'PMS', name: '项目管理', system: 'PMS', appCodes: ['PMS', 'PMSP'],
    resources: [
      m('PMS_PROJECTS', '项目列表', 'PMS', '/projects', '项目'),
      m('PMS_PROJECT_NEW', '项目立项', 'PMS', '/projects/new', '项目'),
      m('PMS_TIMESHEET', '工时填报', 'PMS', '/timesheet', '工时'),
      m('PMS_MILESTONES', '里程碑计划', 'PMS', '/milestones', '项目'),
      v('PMSP_BOARD', '项目看板', 'PMSP', '/board', '项目群'),
      v('PMSP_RESOURCES', '资源负荷', 'PMSP', '/resources', '项目群'),
      s('PMS_RISK_REPORT', '风险上报', 'PMS', '/risks/report', '项目'),
    ],
  },
  {
    code: 'SRM', name: '供应链管理', system: 'SRM', appCodes: ['SRM'],
    resources: [
      m('SRM_SUPPLIERS', '供应商管理', 'SRM', '/suppliers', '供应商'),
      m('SRM_PURCHASE_APPLY', '采购申请', 'SRM', '/purchase/apply', '采购'),
      m('SRM_PURCHASE_ORDERS', '采购订单', 'SRM', '/purchase/orders', '采购'),
      m('SRM_RFQ', '询比价', 'SRM', '/rfq', '采购'),
      v('SRM_SUPPLIER_RATING', '供应商评级', 'SRM', '/suppliers/rating', '供应商'),
    ],
  },
  {
    code: 'FOL', name: '财务管理', system: 'FOL', appCodes: ['EXPENSE', 'INVOICE', 'BUDGET', 'FCR', 'FCB', 'FCC', 'FCQU', 'TAXMG'],
    resources: [
      m('EXP_CLAIM_NEW', '费用报销', 'EXPENSE', '/claims/new', '报销'),
      m('EXP_MY_CLAIMS', '我的报销', 'EXPENSE', '/claims', '报销'),
      m('EXP_LOAN_APPLY', '借款申请', 'EXPENSE', '/loans/apply', '报销'),
      m('EXP_TRAVEL_CLAIM', '差旅报销', 'EXPENSE', '/claims/travel', '报销'),
      m('INV_INVOICES', '发票管理', 'INVOICE', '/invoices', '发票'),
      m('INV_APPLY', '开票申请', 'INVOICE', '/invoices/apply', '发票'),
      m('BUD_PLAN', '预算编制', 'BUDGET', '/plan', '预算'),
      v('BUD_EXECUTION', '预算执行分析', 'BUDGET', '/execution', '预算'),
      v('FCR_DAILY', '资金日报', 'FCR', '/daily', '资金'),
      m('FCB_ACCOUNTS', '银行账户管理', 'FCB', '/accounts', '资金'),
      m('FCC_COST_CENTER', '成本中心', 'FCC', '/cost-centers', '核算'),
      v('FCQU_QUERY', '凭证查询', 'FCQU', '/vouchers', '核算'),
      m('TAX_DECLARE', '税务申报', 'TAXMG', '/declare', '税务'),
    ],
  },
  {
    code: 'PBC', name: '控制中心', system: 'PBC', appCodes: ['PBC', 'AUTH', 'MDM', 'BPM'],
    resources: [
      m('PBC_ORG', '组织架构', 'PBC', '/org', '组织'),
      m('PBC_SETTINGS', '系统参数', 'PBC', '/settings', '系统'),
      m('PBC_DICT', '数据字典', 'PBC', '/dict', '系统'),
      m('AUTH_ROLES', '角色权限', 'AUTH', '/roles', '权限'),
      m('AUTH_APPS', '应用授权', 'AUTH', '/apps', '权限'),
      m('MDM_MASTER', '主数据管理', 'MDM', '/master', '主数据'),
      m('BPM_DESIGNER', '流程设计', 'BPM', '/designer', '流程'),
      v('BPM_MONITOR', '流程监控', 'BPM', '/monitor', '流程'),
    ],
  },
  {
    code: 'ADMINS', name: '行政综合', system: 'ADMINS', appCodes: ['ADMINS', 'CANTEEN'],
    resources: [
      m('ADM_MEETING_ROOMS', '会议室预订', 'ADMINS', '/meeting-rooms', '会务'),
      m('ADM_CAR_APPLY', '用车申请', 'ADMINS', '/cars/apply', '后勤'),
      m('ADM_SUPPLIES', '办公用品领用', 'ADMINS', '/supplies', '后勤'),
      m('ADM_VISITORS', '访客登记', 'ADMINS', '/visitors', '后勤'),
      m('ADM_SEAL_APPLY', '用印申请', 'ADMINS', '/seal/apply', '印章'),
      m('CANTEEN_MENU', '食堂菜单', 'CANTEEN', '/menu', '食堂'),
      m('CANTEEN_ORDER', '工作餐预订', 'CANTEEN', '/orders', '食堂'),
      s('ADM_CARD_APPLY', '工牌补办', 'ADMINS', '/service/card', '后勤'),
    ],
  },
  {
    code: 'OFFICIAL', name: '官网管理', system: 'OFFICIAL', appCodes: ['OFFICIAL'],
    resources: [
      m('OFF_NEWS', '新闻发布', 'OFFICIAL', '/news', '内容'),
      m('OFF_COLUMNS', '栏目管理', 'OFFICIAL', '/columns', '内容'),
      m('OFF_JOBS', '招聘信息', 'OFFICIAL', '/jobs', '内容'),
      v('OFF_TRAFFIC', '访问统计', 'OFFICIAL', '/traffic', '运营'),
    ],
  },
  {
    code: 'BRAND', name: '品牌营销', system: 'BRAND', appCodes: ['IMAGING', 'MINIPROGRAM'],
    resources: [
      m('IMG_ASSETS', '品牌素材库', 'IMAGING', '/assets', '品牌'),
      m('IMG_VI', 'VI规范下载', 'IMAGING', '/vi', '品牌'),
      m('MP_CAMPAIGNS', '市场活动', 'MINIPROGRAM', '/campaigns', '营销'),
      m('MP_MINIPROGRAMS', '小程序管理', 'MINIPROGRAM', '/apps', '营销'),
      s('IMG_DESIGN_REQUEST', '设计需求提报', 'IMAGING', '/requests/new', '品牌'),
    ],
  },
  {
    code: 'REPORTS', name: '报表管理', system: 'REPORTS', appCodes: ['REPORTS', 'DATACENTER'],
    resources: [
      v('REP_TICKETS', '工单统计', 'REPORTS', '/tickets', '运营报表'),
      v('REP_HEADCOUNT', '人力报表', 'REPORTS', '/headcount', '人力报表'),
      v('REP_COCKPIT', '经营驾驶舱', 'REPORTS', '/cockpit', '经营报表'),
      m('DC_DATASETS', '数据集管理', 'DATACENTER', '/datasets', '数据中心'),
      m('DC_EXPORT', '数据导出', 'DATACENTER', '/export', '数据中心'),
    ],
  },
  {
    code: 'WHS', name: '仓库管理', system: 'WHS', appCodes: ['WHS'],
    resources: [
      m('WHS_INBOUND', '入库管理', 'WHS', '/inbound', '作业'),
      m('WHS_OUTBOUND', '出库管理', 'WHS', '/outbound', '作业'),
      v('WHS_STOCK', '库存查询', 'WHS', '/stock', '库存'),
      m('WHS_COUNT', '盘点任务', 'WHS', '/count', '库存'),
    ],
  },
  {
    code: 'WPASS', name: '智慧园区运营管理', system: 'WPASS', appCodes: ['WPASS', 'LEASE'],
    resources: [
      v('WPASS_OVERVIEW', '园区概览', 'WPASS', '/overview', '园区'),
      v('WPASS_ENERGY', '能耗监测', 'WPASS', '/energy', '园区'),
      m('WPASS_ACCESS', '访客通行', 'WPASS', '/access', '通行'),
      m('WPASS_REPAIR', '物业报修', 'WPASS', '/repair', '物业'),
      m('LEASE_CONTRACTS', '租赁合同', 'LEASE', '/contracts', '招商租赁'),
    ],
  },
  {
    code: 'WOS', name: 'IT管理', system: 'WOS', appCodes: ['WOS', 'CONTROLSERVER'],
    resources: [
      m('WOS_WOH', '问题反馈', 'WOS', '/interfaces/processform?key=Process_WOS_WOH', 'IT服务'),
      m('WOS_MY_TICKETS', '我的工单', 'WOS', '/tickets', 'IT服务'),
      m('WOS_ASSETS', 'IT资产', 'WOS', '/assets', 'IT资产'),
      m('WOS_ACCOUNT_APPLY', '账号权限申请', 'WOS', '/accounts/apply', 'IT服务'),
      v('CS_MONITOR', '服务器监控', 'CONTROLSERVER', '/monitor', '运维'),
      s('WOS_VPN_APPLY', 'VPN开通', 'WOS', '/service/vpn', 'IT服务'),
    ],
  },
  {
    code: 'USERCENTER', name: '用户中心', system: 'USERCENTER', appCodes: ['USERCENTER', 'QUALIFICATIONS', 'ATTENDANCE2'],
    resources: [
      m('UC_PROFILE', '个人资料', 'USERCENTER', '/profile', '账号'),
      m('UC_SECURITY', '账号安全', 'USERCENTER', '/security', '账号'),
      m('QUAL_CERTS', '资质证书', 'QUALIFICATIONS', '/certificates', '资质'),
      v('ATT2_TEAM', '团队考勤', 'ATTENDANCE2', '/team', '考勤'),
    ],
  },
  {
    code: 'NETDISK', name: '企业网盘', system: 'NETDISK', path: 'w:https://pan.xinghe-tech.com', appCodes: [],
    resources: [],
  },
];
