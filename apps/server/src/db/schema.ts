import type { CatalogueTables } from './tables/catalogue.ts';
import type { FriendlyLinkTables } from './tables/friendly-links.ts';
import type { HomeTables } from './tables/home.ts';
import type { IdentityTables } from './tables/identity.ts';
import type { MessageTables } from './tables/messages.ts';
import type { ReferenceTables } from './tables/reference.ts';
import type { SubappRecordTables } from './tables/subapp-records.ts';
import type { SubappTokenTables } from './tables/subapp-tokens.ts';
import type { UserCenterTables } from './tables/user-center.ts';
import type { WorkflowTables } from './tables/workflow.ts';

export interface MetaTable {
  key: string;
  value: string;
}

/** Every table of the portal database; each feature adds its tables in `tables/`. */
export interface Database
  extends IdentityTables,
    CatalogueTables,
    MessageTables,
    WorkflowTables,
    FriendlyLinkTables,
    SubappRecordTables,
    SubappTokenTables,
    HomeTables,
    UserCenterTables,
    ReferenceTables {
  portal_meta: MetaTable;
}
