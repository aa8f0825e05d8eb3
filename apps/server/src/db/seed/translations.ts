import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { seedTranslations, type TranslationSet } from '../translations.ts';
import { APP_NAMES, GROUP_NAMES, type Row } from './catalogue-translations.ts';
import { seedGuideTranslations } from './guides-translations.ts';
import { CANTEEN_NAMES, GUIDE_INTROS, GUIDE_TITLES, LINK_NAMES } from './home-translations.ts';
import { RESOURCE_NAMES } from './resource-translations.ts';

const sets = (rows: readonly Row[], field: string) =>
  rows.map(([key, zhTW, enUS, ptBR]) => [key, { 'zh-TW': { [field]: zhTW }, 'en-US': { [field]: enUS }, 'pt-BR': { [field]: ptBR } }] as const satisfies readonly [string, TranslationSet]);

/** The demo company's catalogue data in zh-TW, en-US and pt-BR. Existing translations are kept. */
export async function seedCatalogueTranslations(db: Kysely<Database>): Promise<void> {
  await seedTranslations(db, 'app', sets(APP_NAMES, 'name'));
  await seedTranslations(db, 'group', sets(GROUP_NAMES, 'name'));
  await seedTranslations(db, 'resource', sets(RESOURCE_NAMES, 'name'));
  await seedTranslations(db, 'guide', sets(GUIDE_TITLES, 'title'));
  await seedTranslations(db, 'guide', sets(GUIDE_INTROS, 'intro'));
  await seedGuideTranslations(db);
  await seedTranslations(db, 'link', sets(LINK_NAMES, 'name'));
  await seedTranslations(db, 'canteen', sets(CANTEEN_NAMES, 'name'));
}
