import type { MessageType } from './messages.ts';

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

/** Calls of the personal centre (SPEC §2 Personal centre, §7), relative to `/api`. */
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

export const TASK_DECISIONS = ['approved', 'rejected'] as const;
// ---- Applications and drafts ------------------------------------------------------------------

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

export interface WithdrawJudgement {
  withdrawable: boolean;
}

export interface DraftItem {
  id: string;
  title: string;
  processKey: string;
  processName: string;
  createTime: string;
  updateTime: string;
}

// ---- Meetings, mail, devices -------------------------------------------------------------------

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

export const REPORT_LIMITS = { hoursMin: 0.5, hoursMax: 24, projectMax: 50, contentMin: 5, contentMax: 500 } as const;

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

export interface BankCard {
  id: string;
  accountName: string;
  bankName: string;
  subbranch: string;
  /** Masked: only the last four digits are shown. */
  cardNo: string;
  isDefault: boolean;
  createTime: string;
  /** The branch's province and city (region/select codes), when chosen. */
  provinceCode: string | null;
  cityCode: string | null;
  /** `湖南省 长沙市`, or '' without a city. */
  regionName: string;
}

export const BANK_NAMES = ['中国工商银行', '中国建设银行', '中国农业银行', '中国银行', '交通银行', '招商银行', '中国邮政储蓄银行', '长沙银行'] as const;

// ---- Profile, avatar, sessions, message settings -------------------------------------------

/** SPEC §5 helpers. */
/** SPEC §5 email helper, with hyphens allowed in the domain (the company's own is xinghe-tech.com). */
export const EMAIL_RULE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]{2,20}(\.[A-Za-z]{2,4}){1,3}$/;
export const PHONE_RULE = /^1[34578]\d{9}$/;

export const AVATAR_MAX_BYTES = 512 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export interface UploadedFile {
  fileId: string;
  name: string;
  size: number;
}

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
