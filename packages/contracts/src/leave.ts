import { z } from 'zod';

/** Employee self-service of the HR sub-app: leave requests. */
export const LEAVE_TYPES = ['annual', 'personal', 'sick', 'marriage', 'maternity'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];
export const LEAVE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const createLeaveBody = z
  .object({
    leaveType: z.enum(LEAVE_TYPES),
    startDate: day,
    endDate: day,
    reason: z.string().trim().min(2).max(500),
  })
  .refine((body) => body.startDate <= body.endDate, { message: 'endDate before startDate', path: ['endDate'] });

export interface LeaveRequest {
  id: string;
  leaveType: LeaveType;
  startDate: string;
  endDate: string;
  days: number;
  reason: string;
  status: LeaveStatus;
  createdAt: string;
}

export const LEAVE_PATHS = {
  create: '/hr/v1/leave/create',
  mine: '/hr/v1/leave/mine',
} as const;
