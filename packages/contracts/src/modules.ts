/** The business modules of the app centre (SPEC §3 module table). */
export const MODULES = [
  { code: 'HR', name: '人力资源' },
  { code: 'BMS', name: '运营管理' },
  { code: 'PMS', name: '项目管理' },
  { code: 'SRM', name: '供应链管理' },
  { code: 'FOL', name: '财务管理' },
  { code: 'PBC', name: '控制中心' },
  { code: 'ADMINS', name: '行政综合' },
  { code: 'OFFICIAL', name: '官网管理' },
  { code: 'BRAND', name: '品牌营销' },
  { code: 'REPORTS', name: '报表管理' },
  { code: 'WHS', name: '仓库管理' },
  { code: 'WPASS', name: '智慧园区运营管理' },
  { code: 'WOS', name: 'IT管理' },
  { code: 'USERCENTER', name: '用户中心' },
] as const;
export type ModuleCode = (typeof MODULES)[number]['code'];

/** Names of the sub-applications the shell can host (SPEC §3 registry). */
export const SUBAPP_NAMES = [
  'PBC', 'HR', 'WOS', 'PMS', 'BPM', 'FCR', 'PMSP', 'WPASS', 'WHS', 'ADMINS', 'ATTENDANCE', 'OFFICIAL',
  'FCB', 'REPORTS', 'KPIS', 'FCC', 'ATTENDANCE2', 'QUALIFICATIONS', 'USERCENTER', 'MINIPROGRAM',
  'DATACENTER', 'CRM', 'AUTH', 'FCQU', 'SRM', 'CANTEEN', 'TAXMG', 'IMAGING', 'BUDGET', 'MDM',
  'CONTROLSERVER', 'SALES', 'EXPENSE', 'INVOICE', 'PRODUCT', 'EHRER', 'CLM', 'LEASE',
] as const;
export type SubappName = (typeof SUBAPP_NAMES)[number];
