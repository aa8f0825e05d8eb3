import { z } from 'zod';
import { SUBAPP_NAMES } from './modules.ts';
import { LANGUAGES, type Language } from './paths.ts';
import { isSubappEntry } from './subapps.ts';

const subappConfigEntry = z.strictObject({
  entry: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
    .refine(isSubappEntry, 'must be a path on the portal starting with "/" or an absolute http(s) URL'),
  title: z
    .strictObject(
      Object.fromEntries(LANGUAGES.map((language) => [language, z.string({ error: 'must be a string' }).trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters').optional()])) as Record<
        Language,
        z.ZodOptional<z.ZodString>
      >,
      { error: `must be an object of ${LANGUAGES.join(', ')} → text` },
    )
    .optional(),
}, { error: 'must be an object with "entry"' });

/**
 * Runtime configuration file (`SUBAPPS_CONFIG`): any subset of the names of SPEC §3, each with
 * its entry and an optional title per language. Names left out are "not deployed".
 */
export const subappsConfigFile = z.partialRecord(z.enum(SUBAPP_NAMES, { error: 'is not a sub-app name of SPEC §3' }), subappConfigEntry, {
  error: 'must be a JSON object of name → { "entry": … }',
});
export type SubappsConfigFile = z.infer<typeof subappsConfigFile>;

export const subappNameParams = z.object({ name: z.string().trim().min(1).max(64) });
