import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** A language of the portal; zh-CN is the source kept in each entity's own table. */
export type CatalogueLanguage = 'zh-CN' | 'zh-TW' | 'en-US' | 'pt-BR';

/** Answers a field of a row in the language, or the zh-CN source when it has no translation. */
export type Translator = (entityKey: string, field: string, source: string) => string;

const SOURCE: Translator = (_key, _field, source) => source;

/**
 * The translations of an entity kind in one language (one query; none for zh-CN). `keys` narrows
 * the rows read when the caller knows them.
 */
export async function translator(db: Kysely<Database>, lang: CatalogueLanguage, entity: string, keys?: readonly string[]): Promise<Translator> {
  if (lang === 'zh-CN' || (keys && keys.length === 0)) return SOURCE;
  let query = db.selectFrom('translations').select(['entity_key', 'field', 'value']).where('entity', '=', entity).where('lang', '=', lang);
  if (keys) query = query.where('entity_key', 'in', [...new Set(keys)]);
  const rows = await query.execute();
  const values = new Map(rows.map((r) => [`${r.entity_key}\u0000${r.field}`, r.value]));
  return (key, field, source) => values.get(`${key}\u0000${field}`) || source;
}

/** One translation row per language and field: `{ 'en-US': { name: 'Payroll' } }`. */
export type TranslationSet = Partial<Record<Exclude<CatalogueLanguage, 'zh-CN'>, Record<string, string>>>;

/** Writes translations of rows (seed); existing ones are left alone. */
export async function seedTranslations(db: Kysely<Database>, entity: string, entries: readonly (readonly [string, TranslationSet])[]): Promise<void> {
  const rows = entries.flatMap(([entity_key, set]) =>
    Object.entries(set).flatMap(([lang, fields]) => Object.entries(fields ?? {}).map(([field, value]) => ({ entity, entity_key, field, lang, value }))),
  );
  for (let i = 0; i < rows.length; i += 500) {
    await db.insertInto('translations').values(rows.slice(i, i + 500)).onConflict((oc) => oc.doNothing()).execute();
  }
}
