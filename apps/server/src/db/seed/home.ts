import type { Kysely } from 'kysely';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { Database } from '../schema.ts';
import { CANTEEN, GUIDES, WEEK_MENU } from './guides-data.ts';
import { HQ_NEWS, SHENZHEN_NEWS, type SeedNews } from './news-data.ts';

const DAY_MS = 24 * 3600 * 1000;

function newsRows(tenantId: string, items: SeedNews[], now: number) {
  return items.map((item) => ({
    tenant_id: tenantId,
    type: item.type,
    title: item.title,
    summary: item.summary,
    author: item.author,
    body: sanitizeRichText(item.body),
    pinned: item.pinned ?? false,
    published_at: new Date(now - item.daysAgo * DAY_MS - 3600 * 1000),
  }));
}

/** News, guides and the canteen menu of both demo tenants. Safe to run again. */
export async function seedHome(db: Kysely<Database>): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('news')
    .values([...newsRows('10001', HQ_NEWS, now), ...newsRows('10002', SHENZHEN_NEWS, now)])
    .onConflict((oc) => oc.columns(['tenant_id', 'title']).doNothing())
    .execute();
  for (const tenantId of ['10001', '10002']) {
    await db
      .insertInto('guides')
      .values(
        GUIDES.map((guide) => ({
          tenant_id: tenantId,
          code: guide.code,
          title: guide.title,
          intro: guide.intro,
          contact: guide.contact,
          sections: JSON.stringify(guide.sections.map((s) => ({ title: s.title, body: sanitizeRichText(s.body) }))),
        })),
      )
      .onConflict((oc) => oc.columns(['tenant_id', 'code']).doNothing())
      .execute();
    await db
      .insertInto('canteen_menus')
      .values(
        Object.entries(WEEK_MENU).flatMap(([weekday, meals]) =>
          Object.entries(meals).map(([meal, dishes]) => ({
            tenant_id: tenantId,
            canteen: tenantId === '10001' ? CANTEEN : '深圳研发中心员工餐厅（5楼）',
            weekday: Number(weekday),
            meal,
            dishes: JSON.stringify(dishes),
          })),
        ),
      )
      .onConflict((oc) => oc.columns(['tenant_id', 'weekday', 'meal']).doNothing())
      .execute();
  }
}
