import type { Kysely } from 'kysely';
import { MEALS, type FoodMenuDay, type FoodMenuWeek, type Meal } from '@portal/contracts';
import type { Database } from '../../db/schema.ts';

/** The company's clock: China Standard Time. */
const OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/**
 * YYYY-MM-DD of Monday to Friday of the working week `now` falls in (China Standard Time); at the
 * weekend, of the coming week.
 */
export function workWeekDates(now: Date): string[] {
  const local = new Date(now.getTime() + OFFSET_MS);
  const weekday = local.getUTCDay() === 0 ? 7 : local.getUTCDay();
  const monday = local.getTime() + (weekday >= 6 ? 8 - weekday : 1 - weekday) * DAY_MS;
  return [0, 1, 2, 3, 4].map((i) => new Date(monday + i * DAY_MS).toISOString().slice(0, 10));
}

export async function weekMenu(db: Kysely<Database>, tenantId: string, now = new Date()): Promise<FoodMenuWeek> {
  const rows = await db.selectFrom('canteen_menus').selectAll().where('tenant_id', '=', tenantId).execute();
  const dates = workWeekDates(now);
  const days: FoodMenuDay[] = dates.map((date, i) => {
    const meals = Object.fromEntries(MEALS.map((meal) => [meal, [] as string[]])) as Record<Meal, string[]>;
    for (const row of rows) {
      if (row.weekday === i + 1 && (MEALS as readonly string[]).includes(row.meal)) meals[row.meal as Meal] = row.dishes;
    }
    return { weekday: i + 1, date, meals };
  });
  return { canteen: rows[0]?.canteen ?? '', days };
}
