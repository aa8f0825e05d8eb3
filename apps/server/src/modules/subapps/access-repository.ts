import type { Kysely } from 'kysely';
import { MODULES, allows, type Permission } from '@portal/contracts';
import type { Database } from '../../db/schema.ts';

const MODULE_CODES = new Set<string>(MODULES.map((m) => m.code));

/**
 * May the user open functions of this sub-app? Its functions belong to modules; the user needs
 * one of them (a sub-app of the finance module is refused to whoever lacks 财务管理).
 */
export async function mayOpen(db: Kysely<Database>, permissions: readonly Permission[], name: string): Promise<boolean> {
  const rows = await db.selectFrom('resources').select('module_code').distinct().where('front_module_code', '=', name).execute();
  if (rows.length > 0) return rows.some((row) => allows(permissions, row.module_code));
  return !MODULE_CODES.has(name) || allows(permissions, name);
}

/** The names among `names` the user may open (one query for all). */
export async function openableNames(db: Kysely<Database>, permissions: readonly Permission[], names: readonly string[]): Promise<Set<string>> {
  const rows = await db.selectFrom('resources').select(['front_module_code', 'module_code']).distinct().execute();
  const modulesOf = new Map<string, string[]>();
  for (const row of rows) modulesOf.set(row.front_module_code, [...(modulesOf.get(row.front_module_code) ?? []), row.module_code]);
  return new Set(
    names.filter((name) => {
      const modules = modulesOf.get(name);
      if (modules) return modules.some((code) => allows(permissions, code));
      return !MODULE_CODES.has(name) || allows(permissions, name);
    }),
  );
}
