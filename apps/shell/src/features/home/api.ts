import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CATALOGUE_PATHS,
  HOME_PATHS,
  USER_END_PATHS,
  WORKFLOW_PATHS,
  type ApiResult,
  type DashboardTile,
  type FoodMenuWeek,
  type Guide,
  type GuideCode,
  type HomeLayout,
  type LatestNews,
  type NewsDetail,
  type NewsItem,
  type NewsType,
  type OldApp,
  type PagedResult,
  type RecentVisitedBody,
  type Resource,
} from '@portal/contracts';
import { http, userEnd } from '../../shared/http/index.ts';
import { useLanguageStore } from '../../shared/i18n/index.ts';
import { tenantKey } from '../../shared/query/keys.ts';
import { storedUser } from '../../shared/session/credentials.ts';

const data = async <T>(call: Promise<ApiResult<T>>): Promise<T> => (await call).data;

export const useDashboard = () =>
  useQuery({ queryKey: tenantKey('home', 'dashboard'), queryFn: () => data(http.get<ApiResult<DashboardTile[]>>(WORKFLOW_PATHS.dashboard)) });

export const useLatestNews = () =>
  useQuery({ queryKey: tenantKey('home', 'news-latest'), queryFn: () => data(http.get<ApiResult<LatestNews>>(HOME_PATHS.newsLatest)) });

export const useNewsPage = (type: NewsType, pageIndex: number, pageSize: number) =>
  useQuery({
    queryKey: tenantKey('home', 'news-list', type, pageIndex, pageSize),
    queryFn: () => http.get<PagedResult<NewsItem>>(HOME_PATHS.newsList, { type, pageIndex, pageSize }),
    placeholderData: (previous) => previous,
  });

export const useNewsDetail = (id: string) =>
  useQuery({
    queryKey: tenantKey('home', 'news', id),
    queryFn: () => data(http.get<ApiResult<NewsDetail>>(HOME_PATHS.newsDetail, { id })),
    enabled: id !== '',
    retry: false,
  });

/** Catalogue data (guides, canteen, apps, menus) comes in the caller's language: a language change reads it again. */
const useLanguage = () => useLanguageStore((s) => s.language);

export const useGuide = (code: GuideCode) =>
  useQuery({ queryKey: tenantKey('home', 'guide', code, useLanguage()), queryFn: () => data(http.get<ApiResult<Guide>>(`${HOME_PATHS.guide}/${code}`)) });

export const useFoodMenu = () =>
  useQuery({ queryKey: tenantKey('home', 'food-menu', useLanguage()), queryFn: () => data(http.get<ApiResult<FoodMenuWeek>>(HOME_PATHS.foodMenu)) });

const layoutKey = () => tenantKey('home', 'layout');

export const useHomeLayout = () =>
  useQuery({ queryKey: layoutKey(), queryFn: () => data(http.get<ApiResult<HomeLayout>>(HOME_PATHS.homeLayout)) });

export function useSaveHomeLayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (layout: HomeLayout) => data(http.put<ApiResult<HomeLayout>>(HOME_PATHS.homeLayout, layout)),
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
      const apps = await data(http.post<ApiResult<OldApp[]>>(CATALOGUE_PATHS.listOldApps, { userId: storedUser().userId }));
      return apps.map(({ moduleName, ...rest }) => ({ resourceName: moduleName, ...rest }));
    },
  });

/** Every menu the user may open; the recommended groups pick theirs by resource code. */
export const useAllMenus = () =>
  useQuery({
    queryKey: tenantKey('home', 'menus', useLanguage()),
    queryFn: () => data(http.post<ApiResult<Resource[]>>(CATALOGUE_PATHS.listAppMenus, { userId: storedUser().userId, appCodes: [] })),
  });

/** Records a recently used function (SPEC §7 user-end; a failure is logged and ignored). */
export async function addRecentVisited(body: RecentVisitedBody): Promise<void> {
  await userEnd(() => http.post<ApiResult<never[]>>(USER_END_PATHS.addRecentVisited, body, { noTips: true }));
}
