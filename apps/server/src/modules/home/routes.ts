import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Selectable } from 'kysely';
import {
  HOME_PATHS,
  NEWS_TYPES,
  guideParams,
  homeLayoutBody,
  newsDetailQuery,
  newsListQuery,
  type Guide,
  type LatestNews,
  type NewsDetail,
  type NewsItem,
  type NewsType,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import type { NewsTable } from '../../db/tables/home.ts';
import { translator } from '../../db/translations.ts';
import { caller, requirePermission } from '../../http/auth.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { notFound } from '../../http/errors.ts';
import { ok, paged } from '../../http/reply.ts';
import { weekMenu } from './food-menu.ts';
import { homeLayoutOf, saveHomeLayout } from './layout.ts';

const LATEST_PER_TYPE = 6;

function toItem(row: Omit<Selectable<NewsTable>, 'body' | 'tenant_id'>): NewsItem {
  return {
    id: row.id,
    type: row.type as NewsType,
    title: row.title,
    summary: row.summary,
    author: row.author,
    publishedAt: row.published_at.toISOString(),
    pinned: row.pinned,
  };
}

const ITEM_COLUMNS = ['id', 'type', 'title', 'summary', 'author', 'published_at', 'pinned'] as const;

/** The home page (SPEC §1, §2): news, guides, the canteen menu, the user's layout. All per tenant. */
export async function homeRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`/api${HOME_PATHS.newsLatest}`, async (request) => {
    const auth = requirePermission(request, 'home');
    const lists = await Promise.all(
      NEWS_TYPES.map((type) =>
        db
          .selectFrom('news')
          .select(ITEM_COLUMNS)
          .where('tenant_id', '=', auth.tenantId)
          .where('type', '=', type)
          .orderBy('pinned', 'desc')
          .orderBy('published_at', 'desc')
          .orderBy('id')
          .limit(LATEST_PER_TYPE)
          .execute(),
      ),
    );
    const latest = Object.fromEntries(NEWS_TYPES.map((type, i) => [type, (lists[i] ?? []).map(toItem)])) as LatestNews;
    return ok(latest);
  });

  r.get(`/api${HOME_PATHS.newsList}`, { schema: { querystring: newsListQuery } }, async (request) => {
    const auth = requirePermission(request, 'home');
    const { type, pageIndex, pageSize } = request.query;
    const base = db.selectFrom('news').where('tenant_id', '=', auth.tenantId).where('type', '=', type);
    const [rows, total] = await Promise.all([
      base.select(ITEM_COLUMNS).orderBy('published_at', 'desc').orderBy('id').offset((pageIndex - 1) * pageSize).limit(pageSize).execute(),
      base.select(({ fn }) => fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return paged(rows.map(toItem), Number(total.n), pageIndex, pageSize);
  });

  r.get(`/api${HOME_PATHS.newsDetail}`, { schema: { querystring: newsDetailQuery } }, async (request) => {
    const auth = requirePermission(request, 'home');
    const row = await db
      .selectFrom('news')
      .select([...ITEM_COLUMNS, 'body'])
      .where('tenant_id', '=', auth.tenantId)
      .where('id', '=', request.query.id)
      .executeTakeFirst();
    if (!row) throw notFound();
    const detail: NewsDetail = { ...toItem(row), body: row.body };
    return ok(detail);
  });

  r.get(`/api${HOME_PATHS.guide}/:code`, { schema: { params: guideParams } }, async (request) => {
    const auth = requirePermission(request, 'home');
    const row = await db
      .selectFrom('guides')
      .selectAll()
      .where('tenant_id', '=', auth.tenantId)
      .where('code', '=', request.params.code)
      .executeTakeFirst();
    if (!row) throw notFound();
    const t = await translator(db, requestLanguage(request), 'guide', [row.code]);
    const sections = t(row.code, 'sections', '');
    const guide: Guide = {
      code: request.params.code,
      title: t(row.code, 'title', row.title),
      intro: t(row.code, 'intro', row.intro),
      contact: t(row.code, 'contact', row.contact),
      sections: sections ? (JSON.parse(sections) as Guide['sections']) : row.sections,
    };
    return ok(guide);
  });

  r.get(`/api${HOME_PATHS.foodMenu}`, async (request) => {
    const auth = requirePermission(request, 'home');
    const menu = await weekMenu(db, auth.tenantId);
    const t = await translator(db, requestLanguage(request), 'canteen', [menu.canteen]);
    return ok({ ...menu, canteen: t(menu.canteen, 'name', menu.canteen) });
  });

  r.get(`/api${HOME_PATHS.homeLayout}`, async (request) => {
    const auth = caller(request);
    return ok(await homeLayoutOf(db, auth.userId, auth.tenantId));
  });

  r.put(`/api${HOME_PATHS.homeLayout}`, { schema: { body: homeLayoutBody } }, async (request) => {
    const auth = caller(request);
    await saveHomeLayout(db, auth.userId, auth.tenantId, request.body);
    return ok(await homeLayoutOf(db, auth.userId, auth.tenantId));
  });
}
