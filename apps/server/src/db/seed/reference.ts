import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { seedTranslations, type TranslationSet } from '../translations.ts';
import { DEMO_TENANTS } from './people.ts';
import { REGIONS } from './regions-data.ts';

/** Dictionaries of every demo tenant: type → options (value, zh-CN label, other languages). */
const DICTS: Record<string, readonly (readonly [string, string, TranslationSet])[]> = {
  sex: [
    ['male', '男', { 'zh-TW': { label: '男' }, 'en-US': { label: 'Male' }, 'pt-BR': { label: 'Masculino' } }],
    ['female', '女', { 'zh-TW': { label: '女' }, 'en-US': { label: 'Female' }, 'pt-BR': { label: 'Feminino' } }],
    ['unknown', '保密', { 'zh-TW': { label: '保密' }, 'en-US': { label: 'Not specified' }, 'pt-BR': { label: 'Não informado' } }],
  ],
};

/** Regions of China and the demo tenants' dictionaries. Existing rows are kept. */
export async function seedReferenceData(db: Kysely<Database>): Promise<void> {
  const provinces = REGIONS.map(([code, name], sort) => ({ code, parent_code: null, name, level: 1 as const, sort }));
  await db.insertInto('regions').values(provinces).onConflict((oc) => oc.doNothing()).execute();
  const cities = REGIONS.flatMap(([parent, , list]) => list.map(([code, name], sort) => ({ code, parent_code: parent, name, level: 2 as const, sort })));
  await db.insertInto('regions').values(cities).onConflict((oc) => oc.doNothing()).execute();

  for (const tenant of DEMO_TENANTS) {
    const items = Object.entries(DICTS).flatMap(([dict_type, options]) =>
      options.map(([value, label], sort) => ({ tenant_id: tenant.id, dict_type, value, label, sort })),
    );
    await db.insertInto('dict_items').values(items).onConflict((oc) => oc.doNothing()).execute();
    for (const [type, options] of Object.entries(DICTS)) {
      await seedTranslations(db, 'dict', options.map(([value, , set]) => [`${tenant.id}:${type}:${value}`, set] as const));
    }
  }
}
