import { z } from 'zod';
import { MESSAGE_TYPES } from './messages.ts';
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  EMAIL_RULE,
  PHONE_RULE,
  REPORT_LIMITS,
  REPORT_STATUSES,
  SUBBRANCH_RULE,
  TASK_CATEGORIES,
  TASK_DECISIONS,
  TASK_STATES,
  isValidCardNo,
} from './user-center.ts';

/**
 * Request schemas of the personal centre, apart from its constants so the shell, which imports
 * only the constants, never pulls zod into its bundle.
 */
const id = z.string().trim().min(1).max(64);
/** Paging fields as an object literal: the shell's bundle drops schemas built only from `z` calls. */
const paging = {
  pageIndex: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
};

export const taskQueryBody = z.object({
  ...paging,
  category: z.enum(TASK_CATEGORIES),
  /** open: waiting for the caller (pending, unread); done: decided or read. */
  state: z.enum(TASK_STATES).default('open'),
  keyword: z.string().trim().max(50).optional(),
});

export const taskIdQuery = z.object({ taskId: id });

export const taskHandleBody = z
  .object({
    taskId: id,
    result: z.enum(TASK_DECISIONS),
    comment: z.string().trim().max(500).default(''),
  })
  .refine((b) => b.result === 'approved' || b.comment.length > 0, { message: '驳回时请填写审批意见', path: ['comment'] });

export const taskReadBody = z.object({ ids: z.array(id).min(1).max(200) });

export const applyQueryBody = z.object({
  ...paging,
  status: z.enum(['running', 'approved', 'rejected', 'withdrawn']).optional(),
  keyword: z.string().trim().max(50).optional(),
});

export const applicationIdQuery = z.object({ applicationId: id });
export const applicationIdBody = z.object({ applicationId: id });

export const draftQueryBody = z.object({
  ...paging, keyword: z.string().trim().max(50).optional() });

export const idListBody = z.object({ ids: z.array(id).min(1).max(200) });

export const meetingQueryBody = z.object({
  ...paging, when: z.enum(['upcoming', 'past']).default('upcoming') });

export const reportQueryBody = z.object({
  ...paging, status: z.enum(REPORT_STATUSES).optional() });

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

export const reportReviewBody = z
  .object({ id, result: z.enum(['approved', 'rejected']), comment: z.string().trim().max(500).default('') })
  .refine((b) => b.result === 'approved' || b.comment.length > 0, { message: '驳回时请填写审核意见', path: ['comment'] });

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
  /** City of the branch (region/select, level 2). */
  cityCode: z.string().trim().regex(/^\d{6}$/, '请选择开户城市').optional(),
};
export const cardBody = z.object(cardFields);
/** On update the card number may be left out (the shell only knows it masked); then it stays. */
export const cardUpdateBody = z.object({ ...cardFields, id, cardNo: cardNoSchema.optional() });

export const cardPageBody = z.object({
  ...paging, keyword: z.string().trim().max(50).optional() });

export const profileBody = z.object({
  nickName: z.string().trim().max(20, '昵称不超过 20 个字').default(''),
  sex: z.enum(['male', 'female', 'unknown']),
  email: z.string().trim().regex(EMAIL_RULE, '邮箱格式不正确'),
  phone: z.string().trim().regex(PHONE_RULE, '手机号码格式不正确'),
  userPicture: z.string().trim().max(64).optional(),
});

export const fileUploadBody = z.object({
  name: z.string().trim().min(1).max(100),
  type: z.enum(AVATAR_TYPES),
  /** The file's bytes, base64. */
  content: z.string().min(1).max(Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 4),
});

export const fileIdQuery = z.object({ fileId: id });

export const messageSettingsBody = z.object({
  settings: z.array(z.object({ type: z.enum(MESSAGE_TYPES), enabled: z.boolean() })).min(1).max(MESSAGE_TYPES.length),
});
