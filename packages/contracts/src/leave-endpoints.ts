import { z } from 'zod';
import { apiResult, endpoint } from './endpoint.ts';
import { LEAVE_PATHS, LEAVE_STATUSES, LEAVE_TYPES, createLeaveBody, type LeaveRequest } from './leave.ts';

/**
 * Endpoints (endpoint.ts) apart from the constants, so a bundle that imports only the constants
 * never keeps these schemas.
 */

export const leaveRequestSchema = z.object({
  id: z.string(),
  leaveType: z.enum(LEAVE_TYPES),
  startDate: z.string(),
  endDate: z.string(),
  days: z.number(),
  reason: z.string(),
  status: z.enum(LEAVE_STATUSES),
  createdAt: z.string(),
}) satisfies z.ZodType<LeaveRequest>;

export const leaveCreate = /* @__PURE__ */ endpoint({ method: 'POST', path: LEAVE_PATHS.create, body: createLeaveBody, response: /* @__PURE__ */ apiResult(leaveRequestSchema) });
export const leaveMine = /* @__PURE__ */ endpoint({ method: 'GET', path: LEAVE_PATHS.mine, response: /* @__PURE__ */ apiResult(z.array(leaveRequestSchema)) });
