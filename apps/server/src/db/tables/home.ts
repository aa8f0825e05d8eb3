import type { Generated } from 'kysely';
import type { CreatedAt, Json, JsonWithDefault, Timestamp } from './identity.ts';

export interface NewsTable {
  id: Generated<string>;
  tenant_id: string;
  type: string;
  title: string;
  summary: Generated<string>;
  author: Generated<string>;
  /** Sanitised HTML. */
  body: Generated<string>;
  pinned: Generated<boolean>;
  published_at: Timestamp;
}

export interface GuidesTable {
  tenant_id: string;
  code: string;
  title: string;
  intro: Generated<string>;
  contact: Generated<string>;
  /** Sections with sanitised HTML bodies. */
  sections: JsonWithDefault<{ title: string; body: string }[]>;
}

export interface CanteenMenusTable {
  tenant_id: string;
  canteen: string;
  weekday: number;
  meal: string;
  dishes: JsonWithDefault<string[]>;
}

export interface HomeLayoutsTable {
  user_id: string;
  tenant_id: string;
  widgets: Json<string[]>;
  colleague_search: Generated<boolean>;
  updated_at: Timestamp;
}

export interface ChatConversationsTable {
  id: Generated<string>;
  user_id: string;
  tenant_id: string;
  title: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ChatMessagesTable {
  id: Generated<string>;
  conversation_id: string;
  role: string;
  content: string;
  created_at: CreatedAt;
}

export interface HomeTables {
  news: NewsTable;
  guides: GuidesTable;
  canteen_menus: CanteenMenusTable;
  home_layouts: HomeLayoutsTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
}
