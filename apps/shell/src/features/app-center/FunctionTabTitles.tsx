import { useQuery } from '@tanstack/react-query';
import { allows } from '@portal/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { REGISTRY_STALE_MS, fetchRegistry, registryKey, systemLabel } from '../../micro/registry.ts';
import { useSessionStore } from '../../shared/session/store.ts';
import { tabIdentity } from '../../shared/tabs/tab-identity.ts';
import { useTabsStore } from '../../shared/tabs/tabs-store.ts';
import { functionUrl } from './open-function.ts';
import { useFunctions } from './queries.ts';

const MAIN = '/app-center/main/';

/** The identity of a function's address, as its tab has it. */
function identityOf(url: string): string {
  const [pathname = '', search = ''] = url.split('?');
  return tabIdentity(pathname, search ? `?${search}` : '');
}

/**
 * A function opened by its address (typed, bookmarked, a deep link, a restored tab) has no name
 * from a menu click: its tab takes the function's name from the catalogue instead of 功能, or,
 * for an address the catalogue does not list, the system's title from the registry.
 */
export function FunctionTabTitles() {
  const allowed = useSessionStore((s) => allows(s.permissions, 'app-center'));
  const pending = useTabsStore((s) =>
    s.tabs
      .filter((tab) => !tab.title && tab.key.startsWith(MAIN))
      .map((tab) => tab.key)
      .join('\n'),
  );
  const { i18n } = useTranslation();
  const functions = useFunctions(allowed && pending ? [] : null, '');
  const catalogue = functions.data;
  const registry = useQuery({ queryKey: registryKey(), queryFn: fetchRegistry, enabled: allowed && Boolean(pending), staleTime: REGISTRY_STALE_MS, retry: false });
  // The catalogue's names come first; the registry's titles only where it has none (once it has answered, or failed).
  const registryDone = registry.isSuccess || registry.isError;
  const systems = registry.data;

  useEffect(() => {
    if (!catalogue || !registryDone || !pending) return;
    const names = new Map<string, string>();
    for (const resource of catalogue) {
      const url = functionUrl(resource);
      names.set(identityOf(url), resource.resourceName);
      const path = url.split('?')[0] ?? url;
      if (!names.has(path)) names.set(path, resource.resourceName);
    }
    const { tabs, setTitle } = useTabsStore.getState();
    for (const tab of tabs) {
      if (tab.title || !tab.key.startsWith(MAIN)) continue;
      const system = (systems ?? []).find((entry) => entry.name === tab.key.slice(MAIN.length).split(/[/?]/)[0]);
      const name = names.get(tab.key) ?? names.get(tab.key.split('?')[0] ?? tab.key) ?? (system?.title ? systemLabel(system, i18n.language) : undefined);
      if (name) setTitle(name, tab.key);
    }
  }, [catalogue, systems, registryDone, pending, i18n.language]);
  return null;
}
