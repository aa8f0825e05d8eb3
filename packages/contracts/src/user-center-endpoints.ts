import { z } from 'zod';
import { apiResult, endpoint, pagedResult } from './endpoint.ts';
import type { CurrentUser } from './idaas.ts';
import { MESSAGE_PATHS, MESSAGE_STATUSES, MESSAGE_TYPES, changeStatusBatchBody, messageQueryBody, type Message } from './messages.ts';
import { ACTIONS, type Permission } from './permissions.ts';
import {
  REPORT_STATUSES,
  TASK_CATEGORIES,
  USER_CENTER_PATHS,
  type ApplyItem,
  type BankCard,
  type DeviceItem,
  type DraftItem,
  type MessageSetting,
  type SessionItem,
  type UploadedFile,
  type MailSummary,
  type MeetingItem,
  type ReportItem,
  type TaskDetail,
  type TaskItem,
  type UserCenterSummary,
  type WithdrawJudgement,
} from './user-center.ts';
import {
  applicationIdBody,
  applicationIdQuery,
  applyQueryBody,
  cardBody,
  cardPageBody,
  cardUpdateBody,
  draftQueryBody,
  fileUploadBody,
  idListBody,
  meetingQueryBody,
  messageSettingsBody,
  profileBody,
  reportQueryBody,
  reportReviewBody,
  reportSaveBody,
  taskHandleBody,
  taskIdQuery,
  taskQueryBody,
  taskReadBody,
} from './user-center-schemas.ts';
import { DASHBOARD_KEYS, WORKFLOW_PATHS, type DashboardTile } from './workflow.ts';

/**
 * The calls of the home workbench, the personal centre and the message centre as endpoints
 * (packages/contracts/src/endpoint.ts): request and answer schemas in one place.
 */

const id = z.string().trim().min(1).max(64);
const time = /* @__PURE__ */ z.string();
const nothing = /* @__PURE__ */ z.null();

export const idParams = z.object({ id });
export const reportIdBody = z.object({ id });

// ---- Answers -------------------------------------------------------------------------------

export const dashboardTile = z.object({ title: z.string(), key: z.enum(DASHBOARD_KEYS), count: z.number().int().min(0), iconType: z.string() }) satisfies z.ZodType<DashboardTile>;

export const taskItem = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(TASK_CATEGORIES),
  status: z.enum(['pending', 'approved', 'rejected', 'withdrawn', 'unread', 'read']),
  processKey: z.string(),
  nodeName: z.string(),
  initiatorName: z.string(),
  comment: z.string(),
  createTime: time,
  finishTime: z.string().nullable(),
}) satisfies z.ZodType<TaskItem>;

export const taskDetail = /* @__PURE__ */ taskItem.extend({
  processName: z.string(),
  applicationStatus: z.string().nullable(),
  form: z.record(z.string(), z.unknown()),
}) satisfies z.ZodType<TaskDetail>;

export const userCenterSummary = z.object({
  todo: z.number().int(),
  toread: z.number().int(),
  apply: z.number().int(),
  done: z.number().int(),
  draft: z.number().int(),
  unreadMessages: z.number().int(),
  upcomingMeetings: z.number().int(),
  reportsToReview: z.number().int(),
  recentTasks: z.array(taskItem),
}) satisfies z.ZodType<UserCenterSummary>;

export const applyItem = z.object({
  id: z.string(),
  title: z.string(),
  processKey: z.string(),
  processName: z.string(),
  status: z.enum(['running', 'approved', 'rejected', 'withdrawn']),
  currentNode: z.string(),
  createTime: time,
  updateTime: time,
}) satisfies z.ZodType<ApplyItem>;

export const draftItem = z.object({
  id: z.string(),
  title: z.string(),
  processKey: z.string(),
  processName: z.string(),
  createTime: time,
  updateTime: time,
}) satisfies z.ZodType<DraftItem>;

export const meetingItem = z.object({
  id: z.string(),
  title: z.string(),
  room: z.string(),
  organizerName: z.string(),
  startTime: time,
  endTime: time,
  attendees: z.number().int(),
}) satisfies z.ZodType<MeetingItem>;

export const mailSummary = z.object({
  unread: z.number().int(),
  latest: z.array(z.object({ id: z.string(), sender: z.string(), subject: z.string(), receivedTime: time })),
}) satisfies z.ZodType<MailSummary>;

export const deviceItem = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['laptop', 'desktop', 'monitor', 'phone', 'other']),
  assetNo: z.string(),
  model: z.string(),
  status: z.enum(['in_use', 'repair', 'returned']),
  assignedTime: time,
}) satisfies z.ZodType<DeviceItem>;

export const reportItem = z.object({
  id: z.string(),
  reportDate: z.string(),
  project: z.string(),
  hours: z.number(),
  content: z.string(),
  status: z.enum(REPORT_STATUSES),
  ownerName: z.string(),
  approverName: z.string(),
  reviewComment: z.string(),
  updateTime: time,
}) satisfies z.ZodType<ReportItem>;

export const bankCard = z.object({
  id: z.string(),
  accountName: z.string(),
  bankName: z.string(),
  subbranch: z.string(),
  cardNo: z.string(),
  isDefault: z.boolean(),
  createTime: time,
  provinceCode: z.string().nullable(),
  cityCode: z.string().nullable(),
  regionName: z.string(),
}) satisfies z.ZodType<BankCard>;

export const messageItem = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  type: z.enum(MESSAGE_TYPES),
  status: z.enum(MESSAGE_STATUSES),
  sender: z.string(),
  link: z.string(),
  createTime: time,
}) satisfies z.ZodType<Message>;

const withdrawJudgement = z.object({ withdrawable: z.boolean() }) satisfies z.ZodType<WithdrawJudgement>;

// ---- Endpoints -------------------------------------------------------------------------------

/** Home workbench tiles (SPEC §3): my to-dos, my applications, my done items. */
export const workbenchDashboard = /* @__PURE__ */ endpoint({ method: 'GET', path: WORKFLOW_PATHS.dashboard, response: /* @__PURE__ */ apiResult(z.array(dashboardTile)) });

export const userCenterSummaryEndpoint = /* @__PURE__ */ endpoint({ method: 'GET', path: USER_CENTER_PATHS.summary, response: /* @__PURE__ */ apiResult(userCenterSummary) });

export const taskQuery = /* @__PURE__ */ endpoint({ method: 'POST', path: USER_CENTER_PATHS.taskQuery, body: taskQueryBody, response: /* @__PURE__ */ pagedResult(taskItem) });
export const taskProcessName = /* @__PURE__ */ endpoint({ method: 'GET', path: WORKFLOW_PATHS.getNameForTask, query: taskIdQuery, response: /* @__PURE__ */ apiResult(z.string()) });
export const taskInfo = /* @__PURE__ */ endpoint({ method: 'GET', path: USER_CENTER_PATHS.taskInfo, query: taskIdQuery, response: /* @__PURE__ */ apiResult(taskDetail) });
export const taskHandle = /* @__PURE__ */ endpoint({ method: 'POST', path: USER_CENTER_PATHS.taskHandle, body: taskHandleBody, response: /* @__PURE__ */ apiResult(nothing) });
export const taskRead = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: USER_CENTER_PATHS.taskRead,
  body: taskReadBody,
  response: /* @__PURE__ */ apiResult(z.object({ updated: z.number().int() })),
});

export const applyQuery = /* @__PURE__ */ endpoint({ method: 'POST', path: WORKFLOW_PATHS.getUserApply, body: applyQueryBody, response: /* @__PURE__ */ pagedResult(applyItem) });
export const applyWithdrawable = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: WORKFLOW_PATHS.judgeTaskWithdraw,
  query: applicationIdQuery,
  response: /* @__PURE__ */ apiResult(withdrawJudgement),
});
export const applyWithdraw = /* @__PURE__ */ endpoint({ method: 'POST', path: USER_CENTER_PATHS.applyWithdraw, body: applicationIdBody, response: /* @__PURE__ */ apiResult(nothing) });
export const draftQuery = /* @__PURE__ */ endpoint({ method: 'POST', path: WORKFLOW_PATHS.draftQuery, body: draftQueryBody, response: /* @__PURE__ */ pagedResult(draftItem) });
export const draftDelete = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: WORKFLOW_PATHS.draftDeleteList,
  body: idListBody,
  response: /* @__PURE__ */ apiResult(z.object({ deleted: z.number().int() })),
});

export const meetingQuery = /* @__PURE__ */ endpoint({ method: 'POST', path: USER_CENTER_PATHS.meetingQuery, body: meetingQueryBody, response: /* @__PURE__ */ pagedResult(meetingItem) });
export const mailUnreadSummary = /* @__PURE__ */ endpoint({ method: 'GET', path: USER_CENTER_PATHS.mailSummary, response: /* @__PURE__ */ apiResult(mailSummary) });
export const deviceList = /* @__PURE__ */ endpoint({ method: 'GET', path: USER_CENTER_PATHS.deviceList, response: /* @__PURE__ */ apiResult(z.array(deviceItem)) });

export const reportQuery = /* @__PURE__ */ endpoint({ method: 'POST', path: USER_CENTER_PATHS.reportQuery, body: reportQueryBody, response: /* @__PURE__ */ pagedResult(reportItem) });
export const reportSave = /* @__PURE__ */ endpoint({ method: 'POST', path: USER_CENTER_PATHS.reportSave, body: reportSaveBody, response: /* @__PURE__ */ apiResult(z.object({ id: z.string() })) });
export const reportSubmit = /* @__PURE__ */ endpoint({ method: 'POST', path: USER_CENTER_PATHS.reportSubmit, body: reportIdBody, response: /* @__PURE__ */ apiResult(nothing) });
export const reportReviewQuery = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: USER_CENTER_PATHS.reportReviewQuery,
  body: reportQueryBody,
  response: /* @__PURE__ */ pagedResult(reportItem),
});
export const reportReview = /* @__PURE__ */ endpoint({ method: 'POST', path: USER_CENTER_PATHS.reportReview, body: reportReviewBody, response: /* @__PURE__ */ apiResult(nothing) });

export const cardPage = /* @__PURE__ */ endpoint({ method: 'POST', path: USER_CENTER_PATHS.cardPage, body: cardPageBody, response: /* @__PURE__ */ pagedResult(bankCard) });
export const cardInfo = /* @__PURE__ */ endpoint({ method: 'GET', path: USER_CENTER_PATHS.cardInfo, params: idParams, response: /* @__PURE__ */ apiResult(bankCard) });
export const cardCreate = /* @__PURE__ */ endpoint({ method: 'POST', path: USER_CENTER_PATHS.cardCreate, body: cardBody, response: /* @__PURE__ */ apiResult(bankCard) });
export const cardUpdate = /* @__PURE__ */ endpoint({ method: 'PUT', path: USER_CENTER_PATHS.cardUpdate, body: cardUpdateBody, response: /* @__PURE__ */ apiResult(bankCard) });
export const cardDelete = /* @__PURE__ */ endpoint({ method: 'DELETE', path: USER_CENTER_PATHS.cardDelete, params: idParams, response: /* @__PURE__ */ apiResult(nothing) });

export const messageQuery = /* @__PURE__ */ endpoint({ method: 'POST', path: MESSAGE_PATHS.conditionQuery, body: messageQueryBody, response: /* @__PURE__ */ pagedResult(messageItem) });
export const messageStatusBatch = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: MESSAGE_PATHS.changeStatusBatch,
  body: changeStatusBatchBody,
  response: /* @__PURE__ */ apiResult(z.object({ updated: z.number().int() })),
});

// ---- Profile, avatar, sessions, message settings ---------------------------------------------

const permission = z.object({ permissionId: z.string(), actionList: z.array(z.enum(ACTIONS)) }) satisfies z.ZodType<Permission>;

/** The signed-in user (SPEC §3 current user). */
export const currentUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  uid: z.string(),
  realName: z.string(),
  nickName: z.string(),
  name: z.string(),
  uniqueNo: z.string(),
  userNo: z.string(),
  sex: z.enum(['male', 'female', 'unknown']),
  userPicture: z.string(),
  email: z.string(),
  phone: z.string(),
  department: z.string(),
  tenantId: z.string(),
  extra: z.array(z.object({ filedName: z.string(), filedValue: z.string() })),
  roles: z.array(z.object({ id: z.string(), name: z.string(), permissions: z.array(permission) })),
}) satisfies z.ZodType<CurrentUser>;

export const uploadedFile = z.object({ fileId: z.string(), name: z.string(), size: z.number().int() }) satisfies z.ZodType<UploadedFile>;

export const sessionItem = z.object({
  id: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  createTime: time,
  expireTime: time,
  current: z.boolean(),
}) satisfies z.ZodType<SessionItem>;

export const messageSetting = z.object({ type: z.enum(MESSAGE_TYPES), enabled: z.boolean() }) satisfies z.ZodType<MessageSetting>;

export const profileUpdate = /* @__PURE__ */ endpoint({ method: 'POST', path: USER_CENTER_PATHS.userUpdate, body: profileBody, response: /* @__PURE__ */ apiResult(currentUserSchema) });
export const fileUpload = /* @__PURE__ */ endpoint({ method: 'POST', path: USER_CENTER_PATHS.fileUpload, body: fileUploadBody, response: /* @__PURE__ */ apiResult(uploadedFile) });
export const sessionList = /* @__PURE__ */ endpoint({ method: 'GET', path: USER_CENTER_PATHS.sessions, response: /* @__PURE__ */ apiResult(z.array(sessionItem)) });
export const revokeOtherSessions = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: USER_CENTER_PATHS.revokeOtherSessions,
  response: /* @__PURE__ */ apiResult(z.object({ revoked: z.number().int() })),
});
export const messageSettingsRead = /* @__PURE__ */ endpoint({ method: 'GET', path: USER_CENTER_PATHS.messageSettings, response: /* @__PURE__ */ apiResult(z.array(messageSetting)) });
export const messageSettingsSave = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: USER_CENTER_PATHS.messageSettings,
  body: messageSettingsBody,
  response: /* @__PURE__ */ apiResult(nothing),
});
