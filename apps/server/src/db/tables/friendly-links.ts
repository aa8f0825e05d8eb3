import type { Generated } from 'kysely';

/** Quick-access links to company systems shown in the portal footer, per tenant. */
export interface FriendlyLinksTable {
  id: Generated<string>;
  tenant_id: string;
  name: string;
  url: string;
  sort: Generated<number>;
}

export interface FriendlyLinkTables {
  friendly_links: FriendlyLinksTable;
}
