import type { FastifyInstance } from 'fastify';
import {
  NEWS_TYPES,
  foodMenu,
  guideEndpoint,
  homeLayoutRead,
  homeLayoutSave,
  newsDetailEndpoint,
  newsLatest,
  newsList,
  type Guide,
  type LatestNews,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { translator } from '../../db/translations.ts';
import { caller, requirePermission } from '../../http/auth.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { notFound } from '../../http/errors.ts';
import { ok, paged } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import { HomeContentRepository } from './content-repository.ts';
import { weekMenu } from './food-menu.ts';
import { homeLayoutOf, saveHomeLayout } from './layout.ts';

const LATEST_PER_TYPE = 6;

/** The home page (SPEC §1, §2): news, guides, the canteen menu, the user's layout. All per tenant. */
export async function homeRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const content = new HomeContentRepository(db);

  route(app, newsLatest, {}, async (request) => {
    const auth = requirePermission(request, 'home');
    const lists = await Promise.all(NEWS_TYPES.map((type) => content.latestNews(auth.tenantId, type, LATEST_PER_TYPE)));
    const latest = Object.fromEntries(NEWS_TYPES.map((type, i) => [type, lists[i] ?? []])) as LatestNews;
    return ok(latest);
  });

  route(app, newsList, {}, async (request) => {
    const auth = requirePermission(request, 'home');
    const { type, pageIndex, pageSize } = request.query;
    const { rows, total } = await content.newsPage(auth.tenantId, type, { pageIndex, pageSize });
    return paged(rows, total, pageIndex, pageSize);
  });

  route(app, newsDetailEndpoint, {}, async (request) => {
    const auth = requirePermission(request, 'home');
    const detail = await content.news(auth.tenantId, request.query.id);
    if (!detail) throw notFound();
    return ok(detail);
  });

  route(app, guideEndpoint, {}, async (request) => {
    const auth = requirePermission(request, 'home');
    const row = await content.guide(auth.tenantId, request.params.code);
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

  route(app, foodMenu, {}, async (request) => {
    const auth = requirePermission(request, 'home');
    const menu = await weekMenu(db, auth.tenantId);
    const t = await translator(db, requestLanguage(request), 'canteen', [menu.canteen]);
    return ok({ ...menu, canteen: t(menu.canteen, 'name', menu.canteen) });
  });

  route(app, homeLayoutRead, {}, async (request) => {
    const auth = caller(request);
    return ok(await homeLayoutOf(db, auth.userId, auth.tenantId));
  });

  route(app, homeLayoutSave, {}, async (request) => {
    const auth = caller(request);
    await saveHomeLayout(db, auth.userId, auth.tenantId, request.body);
    return ok(await homeLayoutOf(db, auth.userId, auth.tenantId));
  });
}
