import type { Kysely } from 'kysely';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { Database } from '../schema.ts';
import { seedTranslations, type TranslationSet } from '../translations.ts';
import { GUIDES_EN } from './guides-en.ts';
import { GUIDES_PT } from './guides-pt.ts';
import { GUIDES_TW } from './guides-tw.ts';
import type { GuideText, SeedGuide } from './guides-data.ts';

/** Guide contacts and sections (entity `guide`, fields `contact` and `sections`, the latter sanitised JSON). */
export async function seedGuideTranslations(db: Kysely<Database>): Promise<void> {
  const codes = Object.keys(GUIDES_EN) as SeedGuide['code'][];
  const fields = (text: GuideText, code: SeedGuide['code']) => ({
    contact: text[code].contact,
    sections: JSON.stringify(text[code].sections.map((s) => ({ title: s.title, body: sanitizeRichText(s.body) }))),
  });
  const entries = codes.map((code) => [code, { 'zh-TW': fields(GUIDES_TW, code), 'en-US': fields(GUIDES_EN, code), 'pt-BR': fields(GUIDES_PT, code) }] as const satisfies readonly [string, TranslationSet]);
  await seedTranslations(db, 'guide', entries);
}
