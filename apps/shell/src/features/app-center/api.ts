import {
  CATALOGUE_PATHS,
  USER_END_PATHS,
  type ApiResult,
  type App,
  type OldApp,
  type RecentVisited,
  type RecentVisitedBody,
  type Resource,
} from '@portal/contracts';
import { http, userEnd } from '../../shared/http/index.ts';

/** SPEC §3: an app of the app centre, mapped from the old-apps list (resourceName from moduleName). */
export function toApp(old: OldApp): App {
  return {
    resourceName: old.moduleName,
    resourceCode: old.resourceCode,
    systemCode: old.systemCode,
    moduleCode: old.moduleCode,
    appCodes: old.appCodes,
    path: old.path,
    iconSrc: old.iconSrc,
  };
}

export async function listApps(userId: string): Promise<App[]> {
  const body = await http.post<ApiResult<OldApp[]>>(CATALOGUE_PATHS.listOldApps, { userId });
  return (body.data ?? []).map(toApp);
}

/**
 * The menus (1), services (2) and views (3) of some apps — all the user's apps when `appCodes`
 * is empty — matching `queryFuzzy` when given (views have no search: filtered here by name).
 */
export async function listFunctions(userId: string, appCodes: readonly string[], queryFuzzy?: string): Promise<Resource[]> {
  const codes = [...appCodes];
  const [menus, services, views] = await Promise.all([
    http.post<ApiResult<Resource[]>>(CATALOGUE_PATHS.listAppMenus, { userId, appCodes: codes, queryFuzzy }),
    http.post<ApiResult<Resource[]>>(CATALOGUE_PATHS.listAppServices, { userId, appCodes: codes, queryFuzzy }),
    queryFuzzy ? Promise.resolve({ data: [] as Resource[] }) : http.post<ApiResult<Resource[]>>(CATALOGUE_PATHS.listAppModules, { userId, appCodes: codes }),
  ]);
  return [...(menus.data ?? []), ...(services.data ?? []), ...(views.data ?? [])];
}

export async function listCommonUse(): Promise<Resource[]> {
  const body = await http.get<ApiResult<Resource[]>>(CATALOGUE_PATHS.commonUseList);
  return body.data ?? [];
}

export async function setCommonUse(resourceCode: string, on: boolean): Promise<void> {
  await http.post(on ? CATALOGUE_PATHS.commonUseAdd : CATALOGUE_PATHS.commonUseDelete, { resourceCode });
}

/** SPEC §7 user-end: recorded on every open; a failure is logged and does not stop the open. */
export function recordVisit(visit: RecentVisitedBody): Promise<unknown> {
  return userEnd(() => http.post<ApiResult<never[]>>(USER_END_PATHS.addRecentVisited, visit, { noTips: true }));
}

export function recentVisits(): Promise<RecentVisited[]> {
  return userEnd(() => http.get<ApiResult<RecentVisited[]>>(USER_END_PATHS.getRecentVisited, { src: 'app' }, { noTips: true }));
}
