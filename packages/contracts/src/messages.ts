import { z } from 'zod';

export const MESSAGE_PATHS = {
  conditionQuery: '/business-center/v1/message/conditionquery',
  changeStatusBatch: '/business-center/v1/message/changeStatusBatch',
} as const;

export const MESSAGE_STATUSES = ['noread', 'read'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_TYPES = ['system', 'approval', 'notice', 'meeting', 'ticket'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** SPEC §3 message query: userCode, pageIndex, pageSize, status. */
export const messageQueryBody = z.object({
  userCode: z.string().trim().min(1).max(64),
  pageIndex: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
  status: z.enum(MESSAGE_STATUSES).optional(),
  type: z.enum(MESSAGE_TYPES).optional(),
  /** Only the types the user lets notify (消息设置): what the bell counts. */
  notifying: z.boolean().optional(),
});
export type MessageQueryBody = z.infer<typeof messageQueryBody>;

export const changeStatusBatchBody = z.object({
  ids: z.array(z.string().trim().min(1).max(64)).min(1).max(500),
  status: z.enum(MESSAGE_STATUSES).default('read'),
});

export interface Message {
  id: string;
  title: string;
  content: string;
  type: MessageType;
  status: MessageStatus;
  sender: string;
  /** Where the message leads in the portal, if anywhere. */
  link: string;
  /** ISO 8601; the shell shows it as YYYY-MM-DD HH:mm:ss. */
  createTime: string;
}
