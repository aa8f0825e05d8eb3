import { COLLEAGUE_PATHS } from './colleagues.ts';
import type { Action } from './permissions.ts';
import { USER_CENTER_PATHS } from './user-center.ts';
import { WORKFLOW_PATHS } from './workflow.ts';

/**
 * A call that changes or exports data, and the action it needs (SPEC §6). The server refuses
 * it with 403 unless the caller holds `permission` with `action`; the shell hides `controls` on
 * `page` (whose route permission is `permission`) under the same rule.
 */
export interface ActionGuard {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path relative to `/api`, as the server registers it. */
  path: string;
  permission: string;
  action: Action;
  /** The shell page holding the controls (path under `/pba`). */
  page: string;
  /** The controls (zh-CN labels) shown only to users holding the action. */
  controls: readonly string[];
}

const UC = 'user-center';

/** Every guarded call: the one list the server, the shell's table test and the README table follow. */
export const ACTION_GUARDS = {
  taskHandle: { method: 'POST', path: USER_CENTER_PATHS.taskHandle, permission: UC, action: 'edit', page: '/user-center/todouser', controls: ['同意', '驳回'] },
  taskRead: { method: 'POST', path: USER_CENTER_PATHS.taskRead, permission: UC, action: 'edit', page: '/user-center/todoread', controls: ['标记已读'] },
  applyWithdraw: { method: 'POST', path: USER_CENTER_PATHS.applyWithdraw, permission: UC, action: 'edit', page: '/user-center/apply', controls: ['撤回'] },
  draftDelete: { method: 'POST', path: WORKFLOW_PATHS.draftDeleteList, permission: UC, action: 'delete', page: '/user-center/draft', controls: ['删除所选'] },
  reportSave: { method: 'POST', path: USER_CENTER_PATHS.reportSave, permission: UC, action: 'edit', page: '/user-center/submitted/my-work', controls: ['新建报工', '编辑', '保存草稿'] },
  reportSubmit: { method: 'POST', path: USER_CENTER_PATHS.reportSubmit, permission: UC, action: 'edit', page: '/user-center/submitted/my-work', controls: ['提交', '保存并提交'] },
  reportReview: { method: 'POST', path: USER_CENTER_PATHS.reportReview, permission: UC, action: 'edit', page: '/user-center/work-report-approval', controls: ['审核'] },
  cardCreate: { method: 'POST', path: USER_CENTER_PATHS.cardCreate, permission: UC, action: 'add', page: '/user-center/my-account', controls: ['添加银行卡'] },
  cardUpdate: { method: 'PUT', path: USER_CENTER_PATHS.cardUpdate, permission: UC, action: 'edit', page: '/user-center/my-account', controls: ['编辑'] },
  cardDelete: { method: 'DELETE', path: USER_CENTER_PATHS.cardDelete, permission: UC, action: 'delete', page: '/user-center/my-account', controls: ['删除'] },
  addressBookExport: { method: 'GET', path: COLLEAGUE_PATHS.exportAddressBook, permission: 'address-list', action: 'export', page: '/address-list', controls: ['导出通讯录'] },
} as const satisfies Record<string, ActionGuard>;

export type ActionGuardName = keyof typeof ACTION_GUARDS;

/** The README's table of guarded calls, rendered from the list (the access test compares the two). */
export function actionGuardTable(): string {
  const rows = Object.values(ACTION_GUARDS).map(
    (g: ActionGuard) => `| \`${g.method} /api${g.path}\` | \`${g.permission}\` | \`${g.action}\` | \`${g.page}\` | ${g.controls.join('、')} |`,
  );
  return ['| Call | Permission | Action | Page | Controls hidden without the action |', '|---|---|---|---|---|', ...rows].join('\n');
}
