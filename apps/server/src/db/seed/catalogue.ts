import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { SEED_APPS } from './catalogue-data.ts';
import { pinyinKeys } from './identity.ts';

/** Name, full pinyin and initials of a Chinese name, lower case (what function search matches). */
export function searchKeys(name: string): string {
  return `${name} ${pinyinKeys(name)}`.toLowerCase();
}

export async function seedCatalogue(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('apps')
    .values(
      SEED_APPS.map((app, sort) => ({
        resource_code: app.code,
        module_name: app.name,
        system_code: app.system,
        module_code: app.code,
        app_codes: JSON.stringify(app.appCodes),
        path: app.path ?? '',
        sort,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  const resources = SEED_APPS.flatMap((app) =>
    app.resources.map((r, sort) => ({
      resource_code: r.code,
      resource_type: r.type,
      resource_name: r.name,
      resource_path: r.path,
      module_code: app.code,
      front_module_code: r.front,
      app_code: r.front,
      group_name: r.group,
      search_keys: searchKeys(r.name),
      sort,
    })),
  );
  await db.insertInto('resources').values(resources).onConflict((oc) => oc.doNothing()).execute();
}
