import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CATALOGUE_PATHS,
  HOME_PATHS,
  USER_END_PATHS,
  WORKFLOW_PATHS,
  type Endpoints,
  type GuideCode,
  type HomeLayout,
  type NewsType,
  type RecentVisitedBody,
} from '@portal/contracts';
import { api, call, dataOf, userEnd } from '../../shared/http/index.ts';
import { useLanguageStore } from '../../shared/i18n/index.ts';
import { tenantKey } from '../../shared/query/keys.ts';
import { useSessionStore } from '../../shared/session/store.ts';

const dashboard = api<Endpoints['workbenchDashboard']>('GET', WORKFLOW_PATHS.dashboard);
const newsLatest = api<Endpoints['newsLatest']>('GET', HOME_PATHS.newsLatest);
const newsList = api<Endpoints['newsList']>('GET', HOME_PATHS.newsList);
const newsDetail = api<Endpoints['newsDetailEndpoint']>('GET', HOME_PATHS.newsDetail);
const guide = api<Endpoints['guideEndpoint']>('GET', `${HOME_PATHS.guide}/:code` as const);
const foodMenu = api<Endpoints['foodMenu']>('GET', HOME_PATHS.foodMenu);
const layoutRead = api<Endpoints['homeLayoutRead']>('GET', HOME_PATHS.homeLayout);
const layoutSave = api<Endpoints['homeLayoutSave']>('PUT', HOME_PATHS.homeLayout);
const listOldApps = api<Endpoints['listOldApps']>('POST', CATALOGUE_PATHS.listOldApps);
const listAppMenus = api<Endpoints['listAppMenus']>('POST', CATALOGUE_PATHS.listAppMenus);
const recentVisited = api<Endpoints['addRecentVisited']>('POST', USER_END_PATHS.addRecentVisited);

export const useDashboard = () =>
  useQuery({ queryKey: tenantKey('home', 'dashboard'), queryFn: () => dataOf(call(dashboard, undefined)) });

export const useLatestNews = () =>
  useQuery({ queryKey: tenantKey('home', 'news-latest'), queryFn: () => dataOf(call(newsLatest, undefined)) });

export const useNewsPage = (type: NewsType, pageIndex: number, pageSize: number) =>
  useQuery({
    queryKey: tenantKey('home', 'news-list', type, pageIndex, pageSize),
    queryFn: () => call(newsList, { type, pageIndex, pageSize }),
    placeholderData: (previous) => previous,
  });

export const useNewsDetail = (id: string) =>
  useQuery({
    queryKey: tenantKey('home', 'news', id),
    // A missing item is the page's own "not found" state: the client says nothing about a 404.
    queryFn: () => dataOf(call(newsDetail, { id }, { quietStatuses: [404] })),
    enabled: id !== '',
    retry: false,
  });

/** Catalogue data (guides, canteen, apps, menus) comes in the caller's language: a language change reads it again. */
const useLanguage = () => useLanguageStore((s) => s.language);

export const useGuide = (code: GuideCode) =>
  useQuery({ queryKey: tenantKey('home', 'guide', code, useLanguage()), queryFn: () => dataOf(call(guide, { code })) });

export const useFoodMenu = () =>
  useQuery({ queryKey: tenantKey('home', 'food-menu', useLanguage()), queryFn: () => dataOf(call(foodMenu, undefined)) });

const layoutKey = () => tenantKey('home', 'layout');

export const useHomeLayout = () =>
  useQuery({ queryKey: layoutKey(), queryFn: () => dataOf(call(layoutRead, undefined)) });

export function useSaveHomeLayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (layout: HomeLayout) => dataOf(call(layoutSave, layout)),
    onSuccess: (saved) => {
      client.setQueryData(layoutKey(), saved);
      void client.invalidateQueries({ queryKey: tenantKey('colleagues', 'visible') });
    },
  });
}

/** The user's apps (SPEC §7 list-old-apps, mapped per SPEC §3). */
export const useMyApps = () =>
  useQuery({
    queryKey: tenantKey('home', 'apps', useLanguage()),
    queryFn: async () => {
      const apps = await dataOf(call(listOldApps, { userId: useSessionStore.getState().identity.userId }));
      return apps.map(({ moduleName, ...rest }) => ({ resourceName: moduleName, ...rest }));
    },
  });

/** Every menu the user may open; the recommended groups pick theirs by resource code. */
export const useAllMenus = () =>
  useQuery({
    queryKey: tenantKey('home', 'menus', useLanguage()),
    queryFn: () => dataOf(call(listAppMenus, { userId: useSessionStore.getState().identity.userId, appCodes: [] })),
  });

/** Records a recently used function (SPEC §7 user-end; a failure is logged and ignored). */
export async function addRecentVisited(body: RecentVisitedBody): Promise<void> {
  await userEnd(() => call(recentVisited, body, { noTips: true }));
}
