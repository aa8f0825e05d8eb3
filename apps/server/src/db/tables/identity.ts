import type { ColumnType, Generated } from 'kysely';

/** A timestamp the database fills in on insert and that may be updated. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp the database fills in on insert and that never changes. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** A jsonb column: read as T, written as a JSON string (pg would write a JS array as a PostgreSQL array). */
export type Json<T> = ColumnType<T, string, string>;
/** A jsonb column with a database default. */
export type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

export interface TenantsTable {
  id: string;
  name: string;
  description: Generated<string>;
  logo: Generated<string>;
  sort: Generated<number>;
}

export interface UsersTable {
  id: string;
  username: string;
  user_no: string;
  unique_no: string;
  real_name: string;
  nick_name: Generated<string>;
  /** Full pinyin and initials of the real name, lower case, for Latin-letter search. */
  pinyin: Generated<string>;
  sex: Generated<'male' | 'female' | 'unknown'>;
  user_picture: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  department: Generated<string>;
  position: Generated<string>;
  password_hash: string;
  extra: JsonWithDefault<{ filedName: string; filedValue: string }[]>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface UserTenantsTable {
  user_id: string;
  tenant_id: string;
  sort: Generated<number>;
}

export interface RolesTable {
  id: string;
  tenant_id: string;
  name: string;
}

export interface RolePermissionsTable {
  role_id: string;
  permission_id: string;
  actions: Json<string[]>;
}

export interface UserRolesTable {
  user_id: string;
  role_id: string;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  tenant_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ip: Generated<string>;
  user_agent: Generated<string>;
}

export interface IdentityTables {
  tenants: TenantsTable;
  users: UsersTable;
  user_tenants: UserTenantsTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
}
