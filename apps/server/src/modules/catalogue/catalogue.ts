import type { Kysely, Selectable } from 'kysely';
import { allows, type OldApp, type Permission, type Resource, type ResourceType } from '@portal/contracts';
import type { Database } from '../../db/schema.ts';
import type { ResourcesTable } from '../../db/tables/catalogue.ts';
import { matchRange } from './match-range.ts';

/** Codes of the apps the user may see: those whose module permission they hold. */
export async function visibleApps(db: Kysely<Database>, permissions: readonly Permission[]): Promise<OldApp[]> {
  const apps = await db.selectFrom('apps').selectAll().orderBy('sort').orderBy('resource_code').execute();
  return apps
    .filter((app) => allows(permissions, app.module_code))
    .map((app) => ({
      moduleName: app.module_name,
      resourceCode: app.resource_code,
      systemCode: app.system_code,
      moduleCode: app.module_code,
      appCodes: app.app_codes,
      path: app.path,
      iconSrc: app.icon_src,
    }));
}

const URL_FIELD: Record<ResourceType, 'menuUrl' | 'serviceUrl' | 'viewUrl'> = { 1: 'menuUrl', 2: 'serviceUrl', 3: 'viewUrl' };

export function toResource(row: Selectable<ResourcesTable>, systemCode: string): Resource {
  return {
    resourceType: row.resource_type,
    resourceName: row.resource_name,
    resourceCode: row.resource_code,
    resourcePath: row.resource_path,
    moduleCode: row.module_code,
    frontModuleCode: row.front_module_code,
    systemCode,
    appCode: row.app_code,
    iconSrc: row.icon_src,
    groupName: row.group_name,
    // SPEC §3: a menu opens its menuUrl, a service its serviceUrl, a view its viewUrl: module code plus resource path.
    [URL_FIELD[row.resource_type]]: `${row.front_module_code}${row.resource_path}`,
  };
}

/** Escapes LIKE wildcards so a search for "100%" finds that text. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

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
): Promise<Resource[]> {
  const apps = await db.selectFrom('apps').select(['resource_code', 'module_code', 'system_code', 'module_name']).execute();
  const visible = apps.filter((app) => allows(permissions, app.module_code));
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
  const appNames = new Map(visible.map((app) => [app.resource_code, app.module_name]));
  const appHits = text ? visible.filter((app) => matchRange(app.module_name, text)).map((app) => app.resource_code) : [];
  if (text) {
    const pattern = likePattern(text);
    query = query.where((eb) => eb.or([eb('search_keys', 'like', pattern), ...(appHits.length > 0 ? [eb('module_code', 'in', appHits)] : [])]));
  }
  const rows = await query.orderBy('module_code').orderBy('sort').orderBy('resource_code').limit(1000).execute();
  return rows.map((row) => {
    const resource = toResource(row, systemOf.get(row.module_code) ?? 'null');
    if (!text) return resource;
    const own = matchRange(row.resource_name, text);
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
