import { z } from 'zod';
import { pageQuery } from './envelope.ts';

/** Home page calls: news, guides, the canteen menu and the user's home layout. */
export const HOME_PATHS = {
  newsLatest: '/business-center/v1/news/latest',
  newsList: '/business-center/v1/news/list',
  newsDetail: '/business-center/v1/news/detail',
  guide: '/business-center/v1/guide',
  foodMenu: '/business-center/v1/canteen/week-menu',
  homeLayout: '/user-end/v1/userprefer/home-layout',
} as const;

/** SPEC §1 news categories: 公司新闻, 集团公告, 业务动态, 系统更新. */
export const NEWS_TYPES = ['news', 'notice', 'business', 'system'] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

export interface NewsItem {
  id: string;
  type: NewsType;
  title: string;
  summary: string;
  author: string;
  publishedAt: string;
  pinned: boolean;
}

export interface NewsDetail extends NewsItem {
  /** Sanitised HTML. */
  body: string;
}

export type LatestNews = Record<NewsType, NewsItem[]>;

// Schemas are built for the server; the annotations let the shell's bundle leave them (and zod) out.
export const newsListQuery = /* @__PURE__ */ pageQuery.extend({ type: z.enum(NEWS_TYPES) });
export const newsDetailQuery = z.object({ id: z.string().trim().min(1).max(64) });

/** SPEC §2 guide pages. */
export const GUIDE_CODES = ['adminguide', 'hrguide', 'financialguide', 'itguide', 'brandguide'] as const;
export type GuideCode = (typeof GUIDE_CODES)[number];
export const guideParams = z.object({ code: z.enum(GUIDE_CODES) });

export interface GuideSection {
  title: string;
  /** Sanitised HTML. */
  body: string;
}

export interface Guide {
  code: GuideCode;
  title: string;
  intro: string;
  contact: string;
  sections: GuideSection[];
}

export const MEALS = ['breakfast', 'lunch', 'dinner'] as const;
export type Meal = (typeof MEALS)[number];

export interface FoodMenuDay {
  /** 1 Monday … 5 Friday. */
  weekday: number;
  /** YYYY-MM-DD of this week. */
  date: string;
  meals: Record<Meal, string[]>;
}

export interface FoodMenuWeek {
  canteen: string;
  days: FoodMenuDay[];
}

/** Widgets of the home page the user can show, hide and order (/user-center/custom). */
export const HOME_WIDGETS = ['dashboard', 'apps', 'news', 'guides', 'canteen'] as const;
export type HomeWidget = (typeof HOME_WIDGETS)[number];

export interface HomeLayout {
  /** Shown widgets, in order. */
  widgets: HomeWidget[];
  /** The user's setting for the find-colleague search on the home page. */
  colleagueSearch: boolean;
}

const widgetList = /* @__PURE__ */ z
  .array(z.enum(HOME_WIDGETS))
  .max(HOME_WIDGETS.length)
  .refine((list) => new Set(list).size === list.length, { message: 'duplicate widget' });

export const homeLayoutBody = z.object({ widgets: widgetList, colleagueSearch: z.boolean() });
