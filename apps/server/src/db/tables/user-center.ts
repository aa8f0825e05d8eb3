import type { ColumnType, Generated } from 'kysely';
import type { MessageType } from '@portal/contracts';
import type { CreatedAt, Timestamp } from './identity.ts';

export interface FilesTable {
  id: Generated<string>;
  owner_id: string;
  name: string;
  mime: string;
  size: number;
  content: Buffer;
  created_at: CreatedAt;
}

export interface WorkReportApproversTable {
  tenant_id: string;
  user_id: string;
  approver_id: string;
}

export interface WorkReportsTable {
  id: Generated<string>;
  tenant_id: string;
  owner_id: string;
  approver_id: string | null;
  /** A date column: read as text (YYYY-MM-DD) through to_char in queries. */
  report_date: ColumnType<Date | string, string, string>;
  hours: ColumnType<string | number, number, number>;
  project: string;
  content: string;
  status: Generated<'draft' | 'submitted' | 'approved' | 'rejected'>;
  review_comment: Generated<string>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface UserDevicesTable {
  id: Generated<string>;
  tenant_id: string;
  user_id: string;
  name: string;
  type: 'laptop' | 'desktop' | 'monitor' | 'phone' | 'other';
  asset_no: string;
  model: Generated<string>;
  status: Generated<'in_use' | 'repair' | 'returned'>;
  assigned_at: Timestamp;
}

export interface BankCardsTable {
  id: Generated<string>;
  tenant_id: string;
  user_id: string;
  account_name: string;
  bank_name: string;
  subbranch: string;
  card_no: string;
  /** City of the card's branch (a level-2 `regions` code); null on cards from before regions. */
  city_code: Generated<string | null>;
  is_default: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface MeetingsTable {
  id: Generated<string>;
  tenant_id: string;
  organizer_id: string;
  title: string;
  room: string;
  start_at: ColumnType<Date, Date | string, Date | string>;
  end_at: ColumnType<Date, Date | string, Date | string>;
}

export interface MeetingAttendeesTable {
  meeting_id: string;
  user_id: string;
}

export interface MailsTable {
  id: Generated<string>;
  tenant_id: string;
  user_id: string;
  sender: string;
  subject: string;
  is_read: Generated<boolean>;
  received_at: Timestamp;
}

export interface MessageSettingsTable {
  tenant_id: string;
  user_id: string;
  type: MessageType;
  enabled: boolean;
}

export interface UserCenterTables {
  files: FilesTable;
  work_report_approvers: WorkReportApproversTable;
  work_reports: WorkReportsTable;
  user_devices: UserDevicesTable;
  bank_cards: BankCardsTable;
  meetings: MeetingsTable;
  meeting_attendees: MeetingAttendeesTable;
  mails: MailsTable;
  message_settings: MessageSettingsTable;
}
