import type { Kysely, Selectable } from 'kysely';
import type { LeaveRequest, createLeaveBody } from '@portal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { HrLeaveRequestsTable } from '../../db/tables/subapp-records.ts';
import type { Owner } from '../../http/caller.ts';

const DAY_MS = 86_400_000;
const SHOWN = 200;

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

type LeaveInput = z.output<typeof createLeaveBody>;

/** Queries of the caller's own leave requests (HR employee self-service). */
export class LeaveRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(owner: Owner, { leaveType, startDate, endDate, reason }: LeaveInput): Promise<LeaveRequest> {
    const row = await this.db
      .insertInto('hr_leave_requests')
      .values({ tenant_id: owner.tenantId, user_id: owner.userId, leave_type: leaveType, start_date: startDate, end_date: endDate, reason })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toLeave(row);
  }

  /** The newest first. */
  async mine(owner: Owner): Promise<LeaveRequest[]> {
    const rows = await this.db
      .selectFrom('hr_leave_requests')
      .selectAll()
      .where('tenant_id', '=', owner.tenantId)
      .where('user_id', '=', owner.userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(SHOWN)
      .execute();
    return rows.map(toLeave);
  }
}
