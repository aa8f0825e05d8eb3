export const WORKFLOW_PATHS = {
  dashboard: '/business-center/v1/workbench/dashboard',
  getNameForTask: '/business-center/v1/process/getnamefortask',
  draftQuery: '/business-center/v1/workorder/draft/query',
  draftDeleteList: '/business-center/v1/workorder/draft/deletelist',
  getUserApply: '/business-center/v1/workorder/apply/getuserapply',
  judgeTaskWithdraw: '/itbpmv2/v1/wftask/judgeTaskWithdraw',
} as const;

/** The three dashboard tiles of the home page (SPEC §3: title, key, count, iconType). */
export const DASHBOARD_KEYS = ['todo', 'apply', 'done'] as const;
export type DashboardKey = (typeof DASHBOARD_KEYS)[number];

export interface DashboardTile {
  title: string;
  key: DashboardKey;
  count: number;
  iconType: string;
}
