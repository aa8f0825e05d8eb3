import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, JsonWithDefault, Timestamp } from './identity.ts';

export type ApplicationStatus = 'running' | 'approved' | 'rejected' | 'withdrawn';
export type TaskCategory = 'todo' | 'toread';
export type TaskStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn' | 'unread' | 'read';

export interface WorkflowProcessesTable {
  process_key: string;
  process_name: string;
  category: Generated<string>;
}

export interface WorkflowApplicationsTable {
  id: Generated<string>;
  tenant_id: string;
  applicant_id: string;
  process_key: string;
  title: string;
  status: Generated<ApplicationStatus>;
  current_node: Generated<string>;
  form: JsonWithDefault<Record<string, unknown>>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface WorkflowTasksTable {
  id: Generated<string>;
  tenant_id: string;
  application_id: string | null;
  assignee_id: string;
  initiator_id: string;
  process_key: string;
  category: TaskCategory;
  status: TaskStatus;
  title: string;
  node_name: Generated<string>;
  comment: Generated<string>;
  created_at: CreatedAt;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface WorkflowDraftsTable {
  id: Generated<string>;
  tenant_id: string;
  owner_id: string;
  process_key: string;
  title: string;
  form: JsonWithDefault<Record<string, unknown>>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface WorkflowTables {
  workflow_processes: WorkflowProcessesTable;
  workflow_applications: WorkflowApplicationsTable;
  workflow_tasks: WorkflowTasksTable;
  workflow_drafts: WorkflowDraftsTable;
}
