import type { Generated } from 'kysely';

/** Provinces (level 1) and cities (level 2) of China, GB/T 2260 codes. */
export interface RegionsTable {
  code: string;
  parent_code: string | null;
  name: string;
  level: 1 | 2;
  sort: Generated<number>;
}

/** Options of a tenant's dictionaries (getDictSelect); labels in zh-CN, others in `translations`. */
export interface DictItemsTable {
  tenant_id: string;
  dict_type: string;
  value: string;
  label: string;
  sort: Generated<number>;
}

/**
 * A field of catalogue data in a language other than zh-CN (the source, kept in the entity's own
 * table). `entity` names the kind (`app`, `resource`, `group`, `guide`, `link`, `dict`, …) and
 * `entity_key` the row (tenant-scoped rows include the tenant: `10001:hrguide`).
 */
export interface TranslationsTable {
  entity: string;
  entity_key: string;
  field: string;
  lang: string;
  value: string;
}

export interface ReferenceTables {
  regions: RegionsTable;
  dict_items: DictItemsTable;
  translations: TranslationsTable;
}
