import {
  CATALOGUE_PATHS,
  USER_END_PATHS,
  type App,
  type Endpoints,
  type OldApp,
  type RecentVisited,
  type RecentVisitedBody,
  type Resource,
} from '@portal/contracts';
import { api, call, userEnd } from '../../shared/http/index.ts';

const listOldApps = api<Endpoints['listOldApps']>('POST', CATALOGUE_PATHS.listOldApps);
const listAppMenus = api<Endpoints['listAppMenus']>('POST', CATALOGUE_PATHS.listAppMenus);
const listAppServices = api<Endpoints['listAppServices']>('POST', CATALOGUE_PATHS.listAppServices);
const listAppModules = api<Endpoints['listAppModules']>('POST', CATALOGUE_PATHS.listAppModules);
const commonUseList = api<Endpoints['commonUseList']>('GET', CATALOGUE_PATHS.commonUseList);
const commonUseAdd = api<Endpoints['commonUseAdd']>('POST', CATALOGUE_PATHS.commonUseAdd);
const commonUseDelete = api<Endpoints['commonUseDelete']>('POST', CATALOGUE_PATHS.commonUseDelete);
const addRecentVisited = api<Endpoints['addRecentVisited']>('POST', USER_END_PATHS.addRecentVisited);
const getRecentVisited = api<Endpoints['getRecentVisited']>('GET', USER_END_PATHS.getRecentVisited);

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
  const body = await call(listOldApps, { userId });
  return (body.data ?? []).map(toApp);
}

/**
 * The menus (1), services (2) and views (3) of some apps — all the user's apps when `appCodes`
 * is empty — matching `queryFuzzy` when given (views have no search: filtered here by name).
 */
export async function listFunctions(userId: string, appCodes: readonly string[], queryFuzzy?: string): Promise<Resource[]> {
  const codes = [...appCodes];
  const [menus, services, views] = await Promise.all([
    call(listAppMenus, { userId, appCodes: codes, queryFuzzy }),
    call(listAppServices, { userId, appCodes: codes, queryFuzzy }),
    queryFuzzy ? Promise.resolve({ data: [] as Resource[] }) : call(listAppModules, { userId, appCodes: codes }),
  ]);
  return [...(menus.data ?? []), ...(services.data ?? []), ...(views.data ?? [])];
}

export async function listCommonUse(): Promise<Resource[]> {
  const body = await call(commonUseList, undefined);
  return body.data ?? [];
}

export async function setCommonUse(resourceCode: string, on: boolean): Promise<void> {
  if (on) await call(commonUseAdd, { resourceCode });
  else await call(commonUseDelete, { resourceCode });
}

/** SPEC §7 user-end: recorded on every open; a failure is logged and does not stop the open. */
export function recordVisit(visit: RecentVisitedBody): Promise<unknown> {
  return userEnd(() => call(addRecentVisited, visit, { noTips: true }));
}

export function recentVisits(): Promise<RecentVisited[]> {
  return userEnd(() => call(getRecentVisited, { src: 'app' }, { noTips: true }));
}
