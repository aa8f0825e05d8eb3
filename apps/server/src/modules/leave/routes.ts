import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Selectable } from 'kysely';
import { LEAVE_PATHS, createLeaveBody, type LeaveRequest } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import type { HrLeaveRequestsTable } from '../../db/tables/subapp-records.ts';
import { requirePermission } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';

const DAY_MS = 86_400_000;

/** Calendar days from start to end, both included. */
export function leaveDays(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS) + 1;
}

function toLeave(row: Selectable<HrLeaveRequestsTable>): LeaveRequest {
  return {
    id: String(row.id),
    leaveType: row.leave_type,
    startDate: row.start_date,
    endDate: row.end_date,
    days: leaveDays(row.start_date, row.end_date),
    reason: row.reason,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

/** HR employee self-service: the caller's own leave requests; needs the HR module. */
export async function leaveRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(`/api${LEAVE_PATHS.create}`, { schema: { body: createLeaveBody } }, async (request) => {
    const auth = requirePermission(request, 'HR');
    const { leaveType, startDate, endDate, reason } = request.body;
    const row = await db
      .insertInto('hr_leave_requests')
      .values({ tenant_id: auth.tenantId, user_id: auth.userId, leave_type: leaveType, start_date: startDate, end_date: endDate, reason })
      .returningAll()
      .executeTakeFirstOrThrow();
    return ok(toLeave(row));
  });

  r.get(`/api${LEAVE_PATHS.mine}`, async (request) => {
    const auth = requirePermission(request, 'HR');
    const rows = await db
      .selectFrom('hr_leave_requests')
      .selectAll()
      .where('tenant_id', '=', auth.tenantId)
      .where('user_id', '=', auth.userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
    return ok(rows.map(toLeave));
  });
}
