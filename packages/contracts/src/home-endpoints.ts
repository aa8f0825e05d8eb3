import { z } from 'zod';
import { apiResult, endpoint, pagedResult } from './endpoint.ts';
import {
  GUIDE_CODES,
  HOME_PATHS,
  HOME_WIDGETS,
  type Meal,
  NEWS_TYPES,
  guideParams,
  homeLayoutBody,
  newsDetailQuery,
  newsListQuery,
  type FoodMenuWeek,
  type Guide,
  type HomeLayout,
  type LatestNews,
  type NewsDetail,
  type NewsItem,
} from './home.ts';

/** The home page's calls as endpoints (packages/contracts/src/endpoint.ts). */

export const newsItem = z.object({
  id: z.string(),
  type: z.enum(NEWS_TYPES),
  title: z.string(),
  summary: z.string(),
  author: z.string(),
  publishedAt: z.string(),
  pinned: z.boolean(),
}) satisfies z.ZodType<NewsItem>;

export const newsDetail = /* @__PURE__ */ newsItem.extend({ body: z.string() }) satisfies z.ZodType<NewsDetail>;

export const latestNews = z.object({
  news: z.array(newsItem),
  notice: z.array(newsItem),
  business: z.array(newsItem),
  system: z.array(newsItem),
}) satisfies z.ZodType<LatestNews>;

export const guide = z.object({
  code: z.enum(GUIDE_CODES),
  title: z.string(),
  intro: z.string(),
  contact: z.string(),
  sections: z.array(z.object({ title: z.string(), body: z.string() })),
}) satisfies z.ZodType<Guide>;

const meals = z.object({ breakfast: z.array(z.string()), lunch: z.array(z.string()), dinner: z.array(z.string()) }) satisfies z.ZodType<Record<Meal, string[]>>;

export const foodMenuWeek = z.object({
  canteen: z.string(),
  days: z.array(z.object({ weekday: z.number().int(), date: z.string(), meals })),
}) satisfies z.ZodType<FoodMenuWeek>;

export const homeLayout = z.object({ widgets: z.array(z.enum(HOME_WIDGETS)), colleagueSearch: z.boolean() }) satisfies z.ZodType<HomeLayout>;

export const newsLatest = /* @__PURE__ */ endpoint({ method: 'GET', path: HOME_PATHS.newsLatest, response: /* @__PURE__ */ apiResult(latestNews) });
export const newsList = /* @__PURE__ */ endpoint({ method: 'GET', path: HOME_PATHS.newsList, query: newsListQuery, response: /* @__PURE__ */ pagedResult(newsItem) });
export const newsDetailEndpoint = /* @__PURE__ */ endpoint({ method: 'GET', path: HOME_PATHS.newsDetail, query: newsDetailQuery, response: /* @__PURE__ */ apiResult(newsDetail) });
export const guideEndpoint = /* @__PURE__ */ endpoint({ method: 'GET', path: `${HOME_PATHS.guide}/:code`, params: guideParams, response: /* @__PURE__ */ apiResult(guide) });
export const foodMenu = /* @__PURE__ */ endpoint({ method: 'GET', path: HOME_PATHS.foodMenu, response: /* @__PURE__ */ apiResult(foodMenuWeek) });
export const homeLayoutRead = /* @__PURE__ */ endpoint({ method: 'GET', path: HOME_PATHS.homeLayout, response: /* @__PURE__ */ apiResult(homeLayout) });
export const homeLayoutSave = /* @__PURE__ */ endpoint({ method: 'PUT', path: HOME_PATHS.homeLayout, body: homeLayoutBody, response: /* @__PURE__ */ apiResult(homeLayout) });
