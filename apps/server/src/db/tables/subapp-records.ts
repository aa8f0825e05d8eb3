import type { ColumnType, Generated } from 'kysely';
import type { LeaveStatus, LeaveType, TicketCategory, TicketStatus } from '@portal/contracts';

/** A problem-feedback ticket of the WOS sub-app. */
export interface WosTicketsTable {
  id: ColumnType<string, never, never>;
  tenant_id: string;
  user_id: string;
  title: string;
  category: TicketCategory;
  description: string;
  contact: string;
  status: Generated<TicketStatus>;
  created_at: Generated<Date>;
}

/** A leave request of the HR sub-app; dates are `YYYY-MM-DD`. */
export interface HrLeaveRequestsTable {
  id: ColumnType<string, never, never>;
  tenant_id: string;
  user_id: string;
  leave_type: LeaveType;
  start_date: ColumnType<string, string, string>;
  end_date: ColumnType<string, string, string>;
  reason: string;
  status: Generated<LeaveStatus>;
  created_at: Generated<Date>;
}

export interface SubappRecordTables {
  wos_tickets: WosTicketsTable;
  hr_leave_requests: HrLeaveRequestsTable;
}
