import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './identity.ts';

export interface MessagesTable {
  id: Generated<string>;
  tenant_id: string;
  user_id: string;
  title: string;
  content: Generated<string>;
  type: Generated<'system' | 'approval' | 'notice' | 'meeting' | 'ticket'>;
  status: Generated<'noread' | 'read'>;
  sender: Generated<string>;
  link: Generated<string>;
  created_at: CreatedAt;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface MessageTables {
  messages: MessagesTable;
}
