import { sql, type Kysely, type Selectable } from 'kysely';
import { allows, type OldApp, type Permission, type Resource, type ResourceType } from '@portal/contracts';
import { containsPattern } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import type { ResourcesTable } from '../../db/tables/catalogue.ts';
import { translator, type CatalogueLanguage, type Translator } from '../../db/translations.ts';
import { matchRange } from './match-range.ts';

/** Codes of the apps the user may see: those whose module permission they hold, named in the language. */
export async function visibleApps(db: Kysely<Database>, permissions: readonly Permission[], lang: CatalogueLanguage = 'zh-CN'): Promise<OldApp[]> {
  const apps = await db.selectFrom('apps').selectAll().orderBy('sort').orderBy('resource_code').execute();
  const t = await translator(db, lang, 'app');
  return apps
    .filter((app) => allows(permissions, app.module_code))
    .map((app) => ({
      moduleName: t(app.resource_code, 'name', app.module_name),
      resourceCode: app.resource_code,
      systemCode: app.system_code,
      moduleCode: app.module_code,
      appCodes: app.app_codes,
      path: app.path,
      iconSrc: app.icon_src,
    }));
}

const URL_FIELD: Record<ResourceType, 'menuUrl' | 'serviceUrl' | 'viewUrl'> = { 1: 'menuUrl', 2: 'serviceUrl', 3: 'viewUrl' };

/** Names of functions and of their group headings in one language (zh-CN: the stored names). */
export interface ResourceNames {
  resource: Translator;
  group: Translator;
}

const SOURCE_NAMES: ResourceNames = { resource: (_k, _f, source) => source, group: (_k, _f, source) => source };

export async function resourceNames(db: Kysely<Database>, lang: CatalogueLanguage, codes: readonly string[]): Promise<ResourceNames> {
  if (lang === 'zh-CN') return SOURCE_NAMES;
  const [resource, group] = await Promise.all([translator(db, lang, 'resource', codes), translator(db, lang, 'group')]);
  return { resource, group };
}

export function toResource(row: Selectable<ResourcesTable>, systemCode: string, names: ResourceNames = SOURCE_NAMES): Resource {
  return {
    resourceType: row.resource_type,
    resourceName: names.resource(row.resource_code, 'name', row.resource_name),
    resourceCode: row.resource_code,
    resourcePath: row.resource_path,
    moduleCode: row.module_code,
    frontModuleCode: row.front_module_code,
    systemCode,
    appCode: row.app_code,
    iconSrc: row.icon_src,
    groupName: names.group(row.group_name, 'name', row.group_name),
    // SPEC §3: a menu opens its menuUrl, a service its serviceUrl, a view its viewUrl: module code plus resource path.
    [URL_FIELD[row.resource_type]]: `${row.front_module_code}${row.resource_path}`,
  };
}

/** A lower-case LIKE pattern of the text, its wildcards taken literally (a search for "100%" finds that text). */
const likePattern = (text: string) => containsPattern(text.toLowerCase());

/**
 * Resources of one type from the given app codes (all visible apps when none are given),
 * limited to modules the user may see, matching `queryFuzzy` by name, pinyin or initials.
 */
export async function listResources(
  db: Kysely<Database>,
  permissions: readonly Permission[],
  type: ResourceType,
  appCodes: readonly string[],
  queryFuzzy?: string,
  lang: CatalogueLanguage = 'zh-CN',
): Promise<Resource[]> {
  const apps = await db.selectFrom('apps').select(['resource_code', 'module_code', 'system_code', 'module_name']).execute();
  const appName = await translator(db, lang, 'app');
  const visible = apps
    .filter((app) => allows(permissions, app.module_code))
    .map((app) => ({ ...app, shown: appName(app.resource_code, 'name', app.module_name) }));
  if (visible.length === 0) return [];
  const systemOf = new Map(visible.map((app) => [app.resource_code, app.system_code]));
  let query = db
    .selectFrom('resources')
    .selectAll()
    .where('resource_type', '=', type)
    .where('module_code', 'in', [...systemOf.keys()]);
  if (appCodes.length > 0) query = query.where('app_code', 'in', [...appCodes]);
  const text = queryFuzzy?.trim();
  // An app whose name matches (人力资源 by "rlzy" or "renli") brings all its functions.
  const appNames = new Map(visible.map((app) => [app.resource_code, app.shown]));
  const appHits = text ? visible.filter((app) => matchRange(app.shown, text) || matchRange(app.module_name, text)).map((app) => app.resource_code) : [];
  if (text) {
    const pattern = likePattern(text);
    // In another language the translated name matches too ("leave" finds 请假申请 for an en-US user).
    const translated = db
      .selectFrom('translations')
      .select('entity_key')
      .where('entity', '=', 'resource')
      .where('field', '=', 'name')
      .where('lang', '=', lang)
      .where(sql<string>`lower(value)`, 'like', pattern);
    query = query.where((eb) =>
      eb.or([
        eb('search_keys', 'like', pattern),
        ...(lang === 'zh-CN' ? [] : [eb('resource_code', 'in', translated)]),
        ...(appHits.length > 0 ? [eb('module_code', 'in', appHits)] : []),
      ]),
    );
  }
  const rows = await query.orderBy('module_code').orderBy('sort').orderBy('resource_code').limit(1000).execute();
  const names = await resourceNames(db, lang, rows.map((row) => row.resource_code));
  return rows.map((row) => {
    const resource = toResource(row, systemOf.get(row.module_code) ?? 'null', names);
    if (!text) return resource;
    // Marked in the name shown; a match of the stored zh-CN name alone marks nothing.
    const own = matchRange(resource.resourceName, text);
    if (own) return { ...resource, highlight: { field: 'resourceName' as const, ...own } };
    const app = matchRange(appNames.get(row.module_code) ?? '', text);
    return app ? { ...resource, highlight: { field: 'appName' as const, ...app } } : resource;
  });
}

/** One resource the user may open, or undefined when it does not exist or its module is not theirs. */
export async function permittedResource(db: Kysely<Database>, permissions: readonly Permission[], resourceCode: string) {
  const row = await db.selectFrom('resources').selectAll().where('resource_code', '=', resourceCode).executeTakeFirst();
  return row && allows(permissions, row.module_code) ? row : undefined;
}
