import { allows } from '@portal/contracts';
import { useEffect } from 'react';
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
 * from a menu click: its tab takes the function's name from the catalogue instead of 功能.
 */
export function FunctionTabTitles() {
  const allowed = useSessionStore((s) => allows(s.permissions, 'app-center'));
  const pending = useTabsStore((s) =>
    s.tabs
      .filter((tab) => !tab.title && tab.key.startsWith(MAIN))
      .map((tab) => tab.key)
      .join('\n'),
  );
  const functions = useFunctions(allowed && pending ? [] : null, '');
  const catalogue = functions.data;

  useEffect(() => {
    if (!catalogue || !pending) return;
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
      const name = names.get(tab.key) ?? names.get(tab.key.split('?')[0] ?? tab.key);
      if (name) setTitle(name, tab.key);
    }
  }, [catalogue, pending]);
  return null;
}
