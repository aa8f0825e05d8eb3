import { FUNCTION_PATH_PREFIX, functionPath, type Resource } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, type NavigateFunction } from 'react-router';
import { recordVisit } from './api.ts';
import { appCenterKeys } from './queries.ts';

/** The portal path of a function: `/app-center/main/` plus its menuUrl, serviceUrl or viewUrl (SPEC §3). */
export function functionUrl(resource: Resource): string {
  const url = resource.resourceType === 1 ? resource.menuUrl : resource.resourceType === 2 ? resource.serviceUrl : resource.viewUrl;
  const target = url ?? `${resource.frontModuleCode}${resource.resourcePath}`;
  return functionPath(target);
}

/**
 * Opens a function in its tab, titled with its name, and records the visit. The visit keeps the
 * function's address inside the app centre (module code plus resource path) to reopen it.
 */
export function openFunction(navigate: NavigateFunction, resource: Resource, src: 'app' | 'search' | 'common' = 'app', onRecorded?: () => void): void {
  const url = functionUrl(resource);
  void navigate(url, { state: { tabTitle: resource.resourceName } });
  void recordVisit({
    src,
    resourceName: resource.resourceName,
    resourceCode: resource.resourceCode,
    resourcePath: url.slice(FUNCTION_PATH_PREFIX.length),
    moduleCode: resource.moduleCode,
    systemCode: resource.systemCode || 'null',
    iconSrc: resource.iconSrc,
  }).then(() => onRecorded?.());
}

/** Reopens a recently visited function. */
export function openVisited(navigate: NavigateFunction, visit: { resourceName: string; resourcePath: string }): void {
  void navigate(functionPath(visit.resourcePath), { state: { tabTitle: visit.resourceName } });
}

/** Opening functions from a component: records the visit and refreshes the recent list. */
export function useOpenFunction() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (resource: Resource, src: 'app' | 'search' | 'common' = 'app') => {
    openFunction(navigate, resource, src, () => void queryClient.invalidateQueries({ queryKey: appCenterKeys.recent() }));
  };
}
