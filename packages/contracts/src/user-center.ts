import { z } from 'zod';
import { MESSAGE_TYPES, type MessageType } from './messages.ts';

/** Calls of the personal centre (SPEC §2 Personal centre, §7), relative to `/api`. */
export const USER_CENTER_PATHS = {
  summary: '/business-center/v1/usercenter/summary',
  taskQuery: '/business-center/v1/workorder/task/query',
  taskInfo: '/business-center/v1/workorder/task/info',
  taskHandle: '/business-center/v1/workorder/task/handle',
  taskRead: '/business-center/v1/workorder/task/read',
  applyWithdraw: '/business-center/v1/workorder/apply/withdraw',
  meetingQuery: '/business-center/v1/meeting/query',
  mailSummary: '/business-center/v1/email/mail/unreadsummary',
  reportQuery: '/business-center/v1/workreport/query',
  reportSave: '/business-center/v1/workreport/save',
  reportSubmit: '/business-center/v1/workreport/submit',
  reportReviewQuery: '/business-center/v1/workreport/review/query',
  reportReview: '/business-center/v1/workreport/review',
  deviceList: '/business-center/v1/device/mine',
  cardPage: '/business-center-config-web/v1/user/bank/card/subbranch/page',
  cardInfo: '/business-center-config-web/v1/user/bank/card/:id/info',
  cardCreate: '/business-center-config-web/v1/user/bank/card/create',
  cardUpdate: '/business-center-config-web/v1/user/bank/card/update',
  cardDelete: '/business-center-config-web/v1/user/bank/card/delete/:id',
  userUpdate: '/talkweb-user-center/user/update',
  fileUpload: '/file-server/file/upload',
  fileDownload: '/file-server/file/download',
  sessions: '/wutong-idaas-account/sessions',
  revokeOtherSessions: '/wutong-idaas-account/sessions/revoke-others',
  messageSettings: '/business-center/v1/message/settings',
} as const;

const id = z.string().trim().min(1).max(64);
/** Paging fields as an object literal: the shell's bundle drops schemas built only from `z` calls. */
const paging = {
  pageIndex: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
};

// ---- Overview -------------------------------------------------------------------------------

export interface UserCenterSummary {
  todo: number;
  toread: number;
  apply: number;
  done: number;
  draft: number;
  unreadMessages: number;
  upcomingMeetings: number;
  reportsToReview: number;
  recentTasks: TaskItem[];
}

// ---- Tasks: to-do and to-read ---------------------------------------------------------------

export const TASK_CATEGORIES = ['todo', 'toread'] as const;
export const TASK_STATES = ['open', 'done'] as const;

export const taskQueryBody = z.object({
  ...paging,
  category: z.enum(TASK_CATEGORIES),
  /** open: waiting for the caller (pending, unread); done: decided or read. */
  state: z.enum(TASK_STATES).default('open'),
  keyword: z.string().trim().max(50).optional(),
});
export type TaskQueryBody = z.infer<typeof taskQueryBody>;

export interface TaskItem {
  id: string;
  title: string;
  category: (typeof TASK_CATEGORIES)[number];
  status: 'pending' | 'approved' | 'rejected' | 'withdrawn' | 'unread' | 'read';
  processKey: string;
  nodeName: string;
  initiatorName: string;
  comment: string;
  createTime: string;
  finishTime: string | null;
}

export interface TaskDetail extends TaskItem {
  processName: string;
  applicationStatus: string | null;
  form: Record<string, unknown>;
}

export const taskIdQuery = z.object({ taskId: id });

export const TASK_DECISIONS = ['approved', 'rejected'] as const;
export const taskHandleBody = z
  .object({
    taskId: id,
    result: z.enum(TASK_DECISIONS),
    comment: z.string().trim().max(500).default(''),
  })
  .refine((b) => b.result === 'approved' || b.comment.length > 0, { message: '驳回时请填写审批意见', path: ['comment'] });

export const taskReadBody = z.object({ ids: z.array(id).min(1).max(200) });

// ---- Applications and drafts ------------------------------------------------------------------

export const applyQueryBody = z.object({
  ...paging,
  status: z.enum(['running', 'approved', 'rejected', 'withdrawn']).optional(),
  keyword: z.string().trim().max(50).optional(),
});

export interface ApplyItem {
  id: string;
  title: string;
  processKey: string;
  processName: string;
  status: 'running' | 'approved' | 'rejected' | 'withdrawn';
  currentNode: string;
  createTime: string;
  updateTime: string;
}

export const applicationIdQuery = z.object({ applicationId: id });
export const applicationIdBody = z.object({ applicationId: id });

export interface WithdrawJudgement {
  withdrawable: boolean;
}

export const draftQueryBody = z.object({
  ...paging, keyword: z.string().trim().max(50).optional() });

export interface DraftItem {
  id: string;
  title: string;
  processKey: string;
  processName: string;
  createTime: string;
  updateTime: string;
}

export const idListBody = z.object({ ids: z.array(id).min(1).max(200) });

// ---- Meetings, mail, devices -------------------------------------------------------------------

export const meetingQueryBody = z.object({
  ...paging, when: z.enum(['upcoming', 'past']).default('upcoming') });

export interface MeetingItem {
  id: string;
  title: string;
  room: string;
  organizerName: string;
  startTime: string;
  endTime: string;
  attendees: number;
}

export interface MailSummary {
  unread: number;
  latest: { id: string; sender: string; subject: string; receivedTime: string }[];
}

export interface DeviceItem {
  id: string;
  name: string;
  type: 'laptop' | 'desktop' | 'monitor' | 'phone' | 'other';
  assetNo: string;
  model: string;
  status: 'in_use' | 'repair' | 'returned';
  assignedTime: string;
}

// ---- Work reports ------------------------------------------------------------------------------

export const REPORT_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const reportQueryBody = z.object({
  ...paging, status: z.enum(REPORT_STATUSES).optional() });

export const REPORT_LIMITS = { hoursMin: 0.5, hoursMax: 24, projectMax: 50, contentMin: 5, contentMax: 500 } as const;

export const reportSaveBody = z.object({
  id: id.optional(),
  reportDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '请选择报工日期'),
  project: z.string().trim().min(1, '请输入项目名称').max(REPORT_LIMITS.projectMax, '项目名称不超过 50 个字'),
  hours: z
    .number()
    .min(REPORT_LIMITS.hoursMin, '工时须在 0.5 到 24 小时之间')
    .max(REPORT_LIMITS.hoursMax, '工时须在 0.5 到 24 小时之间')
    .refine((h) => Number.isInteger(h * 2), '工时以半小时为单位'),
  content: z.string().trim().min(REPORT_LIMITS.contentMin, '工作内容至少 5 个字').max(REPORT_LIMITS.contentMax, '工作内容不超过 500 个字'),
});
export type ReportSaveBody = z.infer<typeof reportSaveBody>;

export interface ReportItem {
  id: string;
  reportDate: string;
  project: string;
  hours: number;
  content: string;
  status: ReportStatus;
  ownerName: string;
  approverName: string;
  reviewComment: string;
  updateTime: string;
}

export const reportReviewBody = z
  .object({ id, result: z.enum(['approved', 'rejected']), comment: z.string().trim().max(500).default('') })
  .refine((b) => b.result === 'approved' || b.comment.length > 0, { message: '驳回时请填写审核意见', path: ['comment'] });

// ---- Bank cards ------------------------------------------------------------------------------

/** Mainland bank card numbers: 16 to 19 digits passing the Luhn check. */
export function isValidCardNo(value: string): boolean {
  if (!/^\d{16,19}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < value.length; i += 1) {
    let digit = Number(value[value.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A branch name: 4 to 50 characters ending in 支行, 分行 or 营业部. */
export const SUBBRANCH_RULE = /^.{2,46}(支行|分行|营业部)$/u;

const cardNoSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .refine(isValidCardNo, '银行卡号格式不正确');

const cardFields = {
  accountName: z.string().trim().min(2, '请输入开户名').max(30, '开户名不超过 30 个字'),
  bankName: z.string().trim().min(2, '请选择开户银行').max(30),
  subbranch: z.string().trim().regex(SUBBRANCH_RULE, '请输入完整的开户支行，如：招商银行长沙分行营业部'),
  cardNo: cardNoSchema,
  isDefault: z.boolean().default(false),
};
export const cardBody = z.object(cardFields);
/** On update the card number may be left out (the shell only knows it masked); then it stays. */
export const cardUpdateBody = z.object({ ...cardFields, id, cardNo: cardNoSchema.optional() });
export type CardBody = z.input<typeof cardBody>;

export const cardPageBody = z.object({
  ...paging, keyword: z.string().trim().max(50).optional() });

export interface BankCard {
  id: string;
  accountName: string;
  bankName: string;
  subbranch: string;
  /** Masked: only the last four digits are shown. */
  cardNo: string;
  isDefault: boolean;
  createTime: string;
}

export const BANK_NAMES = ['中国工商银行', '中国建设银行', '中国农业银行', '中国银行', '交通银行', '招商银行', '中国邮政储蓄银行', '长沙银行'] as const;

// ---- Profile, avatar, sessions, message settings -------------------------------------------

/** SPEC §5 helpers. */
/** SPEC §5 email helper, with hyphens allowed in the domain (the company's own is xinghe-tech.com). */
export const EMAIL_RULE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]{2,20}(\.[A-Za-z]{2,4}){1,3}$/;
export const PHONE_RULE = /^1[34578]\d{9}$/;

export const profileBody = z.object({
  nickName: z.string().trim().max(20, '昵称不超过 20 个字').default(''),
  sex: z.enum(['male', 'female', 'unknown']),
  email: z.string().trim().regex(EMAIL_RULE, '邮箱格式不正确'),
  phone: z.string().trim().regex(PHONE_RULE, '手机号码格式不正确'),
  userPicture: z.string().trim().max(64).optional(),
});
export type ProfileBody = z.infer<typeof profileBody>;

export const AVATAR_MAX_BYTES = 512 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const fileUploadBody = z.object({
  name: z.string().trim().min(1).max(100),
  type: z.enum(AVATAR_TYPES),
  /** The file's bytes, base64. */
  content: z.string().min(1).max(Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 4),
});

export interface UploadedFile {
  fileId: string;
  name: string;
  size: number;
}

export const fileIdQuery = z.object({ fileId: id });

export interface SessionItem {
  id: string;
  ip: string;
  userAgent: string;
  createTime: string;
  expireTime: string;
  current: boolean;
}

export interface MessageSetting {
  type: MessageType;
  enabled: boolean;
}

export const messageSettingsBody = z.object({
  settings: z.array(z.object({ type: z.enum(MESSAGE_TYPES), enabled: z.boolean() })).min(1).max(MESSAGE_TYPES.length),
});
