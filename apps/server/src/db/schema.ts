import type { IdentityTables } from './tables/identity.ts';

export interface MetaTable {
  key: string;
  value: string;
}

/** Every table of the portal database; each feature adds its tables in `tables/`. */
export interface Database extends IdentityTables {
  portal_meta: MetaTable;
}
