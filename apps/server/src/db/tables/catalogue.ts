import type { Generated } from 'kysely';
import type { CreatedAt, JsonWithDefault, Timestamp } from './identity.ts';

export interface AppsTable {
  resource_code: string;
  module_name: string;
  system_code: string;
  module_code: string;
  app_codes: JsonWithDefault<string[]>;
  path: Generated<string>;
  icon_src: Generated<string>;
  sort: Generated<number>;
}

export interface ResourcesTable {
  resource_code: string;
  resource_type: 1 | 2 | 3;
  resource_name: string;
  resource_path: string;
  module_code: string;
  front_module_code: string;
  app_code: string;
  group_name: Generated<string>;
  icon_src: Generated<string>;
  /** Name, full pinyin and initials, lower case: what function search matches. */
  search_keys: Generated<string>;
  sort: Generated<number>;
}

export interface CommonUseTable {
  user_id: string;
  tenant_id: string;
  resource_code: string;
  created_at: CreatedAt;
}

export interface RecentVisitsTable {
  user_id: string;
  tenant_id: string;
  src: string;
  resource_code: string;
  resource_name: string;
  resource_path: Generated<string>;
  module_code: Generated<string>;
  system_code: Generated<string>;
  icon_src: Generated<string>;
  visited_at: Timestamp;
}

export interface QueryHistoryTable {
  user_id: string;
  tenant_id: string;
  query_key: string;
  queried_at: Timestamp;
}

export interface CatalogueTables {
  apps: AppsTable;
  resources: ResourcesTable;
  common_use: CommonUseTable;
  recent_visits: RecentVisitsTable;
  query_history: QueryHistoryTable;
}
