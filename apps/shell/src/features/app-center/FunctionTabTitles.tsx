import { useQuery } from '@tanstack/react-query';
import { FUNCTION_PATH_PREFIX as MAIN, allows, type App, type Resource } from '@portal/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { REGISTRY_STALE_MS, fetchRegistry, registryKey, systemLabel } from '../../micro/registry.ts';
import { useSessionStore } from '../../shared/session/store.ts';
import { useFunctionPlaces, type FunctionPlace } from '../../shared/tabs/function-places.ts';
import { tabIdentity } from '../../shared/tabs/tab-identity.ts';
import { useTabsStore } from '../../shared/tabs/tabs-store.ts';
import { menusPath } from './app-selection.ts';
import { functionUrl } from './open-function.ts';
import { useApps, useFunctions } from './queries.ts';

/** The identity of a function's address, as its tab has it. */
function identityOf(url: string): string {
  const [pathname = '', search = ''] = url.split('?');
  return tabIdentity(pathname, search ? `?${search}` : '');
}

/** The catalogue's functions by tab identity (and by bare path, for addresses with other query values). */
function indexFunctions(catalogue: readonly Resource[]): Map<string, Resource> {
  const index = new Map<string, Resource>();
  for (const resource of catalogue) {
    const url = functionUrl(resource);
    index.set(identityOf(url), resource);
    const path = url.split('?')[0] ?? url;
    if (!index.has(path)) index.set(path, resource);
  }
  return index;
}

const appOf = (apps: readonly App[], resource: Resource) =>
  apps.find((app) => app.appCodes.includes(resource.appCode)) ?? apps.find((app) => app.moduleCode === resource.moduleCode);

/**
 * Names function tabs from the catalogue, in the current language: a function opened by its
 * address (typed, bookmarked, a deep link, a restored tab) gets the function's name instead of
 * 功能 — or, for an address the catalogue does not list, the system's title from the registry —
 * and every catalogue-named tab follows a language change. A title the system gave its own tab
 * is left alone. Also tells the frame which app each function tab belongs to (breadcrumbs).
 */
export function FunctionTabTitles() {
  const allowed = useSessionStore((s) => allows(s.permissions, 'app-center'));
  const open = useTabsStore((s) =>
    s.tabs
      .filter((tab) => tab.key.startsWith(MAIN))
      .map((tab) => tab.key)
      .join('\n'),
  );
  const { i18n } = useTranslation();
  const wanted = allowed && Boolean(open);
  const functions = useFunctions(wanted ? [] : null, '');
  const apps = useApps();
  const catalogue = functions.data;
  const untitled = useTabsStore((s) => s.tabs.some((tab) => !tab.title && tab.key.startsWith(MAIN)));
  const registry = useQuery({ queryKey: registryKey(), queryFn: fetchRegistry, enabled: wanted && untitled, staleTime: REGISTRY_STALE_MS, retry: false });
  // The catalogue's names come first; the registry's titles only where it has none (once it has answered, or failed).
  const registryDone = registry.isSuccess || registry.isError || !untitled;
  const systems = registry.data;
  const appList = apps.data;

  useEffect(() => {
    if (!catalogue || !registryDone || !open) return;
    const names = indexFunctions(catalogue);
    const { tabs, setTitle } = useTabsStore.getState();
    const places = new Map<string, FunctionPlace>();
    for (const tab of tabs) {
      if (!tab.key.startsWith(MAIN)) continue;
      const resource = names.get(tab.key) ?? names.get(tab.key.split('?')[0] ?? tab.key);
      const app = resource && appList ? appOf(appList, resource) : undefined;
      if (app) places.set(tab.key, { app: app.resourceName, appPath: menusPath(app.resourceCode) });
      if (tab.titleSource === 'system') continue;
      if (resource) {
        setTitle(resource.resourceName, tab.key, 'catalogue');
        continue;
      }
      if (tab.title && tab.titleSource !== 'catalogue') continue;
      const system = (systems ?? []).find((entry) => entry.name === tab.key.slice(MAIN.length).split(/[/?]/)[0]);
      if (system?.title) setTitle(systemLabel(system, i18n.language), tab.key, 'catalogue');
    }
    useFunctionPlaces.getState().setPlaces(places);
  }, [catalogue, appList, systems, registryDone, open, i18n.language]);
  return null;
}
