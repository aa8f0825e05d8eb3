import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuTheme } from '../../shared/settings/settings.ts';
import { indexMenu, selectedKeys, type MenuEntry } from '../../shared/routing/menu.ts';
import { openEntry } from '../../shared/routing/open-entry.ts';
import { useTabsStore } from '../../shared/tabs/tabs-store.ts';
import { useMenuEntries } from './useMenuEntries.ts';
import { useShellNavigate } from '../../shared/routing/router-state.ts';

type Item = Required<MenuProps>['items'][number];

interface NavMenuProps {
  theme: MenuTheme;
  mode: 'inline' | 'horizontal';
  /** Called after an entry was chosen (the mobile drawer closes). */
  onChosen?: () => void;
}

/** The portal's navigation menu (left sider, or the header in the top-menu layout). */
export function NavMenu({ theme, mode, onChosen }: NavMenuProps) {
  const { t } = useTranslation();
  const navigate = useShellNavigate();
  const entries = useMenuEntries();
  const byKey = useMemo(() => indexMenu(entries), [entries]);
  // The entries of the active tab's page, as one string: switching between two tabs under the
  // same entry does not render the menu again.
  const selected = useTabsStore((s) => {
    const path = s.tabs.find((tab) => tab.key === s.activeKey)?.path ?? s.activeKey;
    return selectedKeys(entries, path.split(/[?#]/)[0] ?? path).join('\n');
  });
  const selection = useMemo(() => (selected ? selected.split('\n') : []), [selected]);

  const toItems = (list: MenuEntry[]): Item[] =>
    list.map((entry) => ({
      key: entry.key,
      icon: entry.icon,
      label: <span data-menu-key={entry.key}>{t(entry.titleKey)}</span>,
      ...(entry.children ? { children: toItems(entry.children) } : {}),
    }));

  return (
    <Menu
      className="portal-nav-menu"
      mode={mode}
      theme={theme}
      items={toItems(entries)}
      selectedKeys={selection}
      onClick={({ key }) => {
        const entry = byKey.get(key);
        if (!entry) return;
        void openEntry(entry, navigate);
        onChosen?.();
      }}
    />
  );
}
