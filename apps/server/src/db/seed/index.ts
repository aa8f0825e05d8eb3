import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedFriendlyLinks } from './friendly-links.ts';
import { seedHome } from './home.ts';
import { seedIdentity } from './identity.ts';
import { seedMessages } from './messages.ts';
import { seedReferenceData } from './reference.ts';
import { seedRestrictedStaff } from './restricted-staff.ts';
import { seedSubappRecords } from './subapp-records.ts';
import { seedCatalogueTranslations } from './translations.ts';
import { seedUserCenter } from './user-center.ts';
import { seedWorkflow } from './workflow.ts';

/**
 * The demo company, step by step. Each step is idempotent (existing rows are kept), so seeding
 * an already seeded database changes nothing. Features append their steps here.
 */
const STEPS: { name: string; run: (db: Kysely<Database>) => Promise<void> }[] = [
  { name: 'identity', run: seedIdentity },
  { name: 'catalogue', run: seedCatalogue },
  { name: 'messages', run: seedMessages },
  { name: 'workflow', run: seedWorkflow },
  { name: 'friendly-links', run: seedFriendlyLinks },
  { name: 'restricted-staff', run: seedRestrictedStaff },
  { name: 'subapp-records', run: seedSubappRecords },
  { name: 'home', run: seedHome },
  { name: 'reference-data', run: seedReferenceData },
  { name: 'user-center', run: seedUserCenter },
  { name: 'translations', run: seedCatalogueTranslations },
];

/** Bump when a step gains content, so existing embedded databases receive it on next start. */
export const SEED_VERSION = '3';

export async function seedDemoCompany(db: Kysely<Database>): Promise<void> {
  for (const step of STEPS) await step.run(db);
  await db
    .insertInto('portal_meta')
    .values({ key: 'seed_version', value: SEED_VERSION })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: SEED_VERSION }))
    .execute();
}

/** Seeds when the database has never been seeded at this version. */
export async function seedIfNeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('portal_meta').select('value').where('key', '=', 'seed_version').executeTakeFirst();
  if (row?.value === SEED_VERSION) return false;
  await seedDemoCompany(db);
  return true;
}
