import type { Kysely } from 'kysely';
import { HOME_WIDGETS, type HomeLayout, type HomeWidget } from '@portal/contracts';
import type { Database } from '../../db/schema.ts';

/** Every widget, in the default order, with the colleague search on: what a new user sees. */
export const DEFAULT_LAYOUT: HomeLayout = { widgets: [...HOME_WIDGETS], colleagueSearch: true };

const isWidget = (value: string): value is HomeWidget => (HOME_WIDGETS as readonly string[]).includes(value);

/** The user's home layout in a tenant, or the default one. */
export async function homeLayoutOf(db: Kysely<Database>, userId: string, tenantId: string): Promise<HomeLayout> {
  const row = await db
    .selectFrom('home_layouts')
    .select(['widgets', 'colleague_search'])
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!row) return DEFAULT_LAYOUT;
  return { widgets: row.widgets.filter(isWidget), colleagueSearch: row.colleague_search };
}

export async function saveHomeLayout(db: Kysely<Database>, userId: string, tenantId: string, layout: HomeLayout): Promise<void> {
  const values = { widgets: JSON.stringify(layout.widgets), colleague_search: layout.colleagueSearch, updated_at: new Date() };
  await db
    .insertInto('home_layouts')
    .values({ user_id: userId, tenant_id: tenantId, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'tenant_id']).doUpdateSet(values))
    .execute();
}
