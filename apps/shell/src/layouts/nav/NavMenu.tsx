import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { NavTheme } from '../../shared/settings/settings.ts';
import { indexMenu, selectedKeys, type MenuEntry } from '../../shared/routing/menu.ts';
import { openEntry } from '../../shared/routing/open-entry.ts';
import { useMenuEntries } from './useMenuEntries.ts';

type Item = Required<MenuProps>['items'][number];

interface NavMenuProps {
  theme: NavTheme;
  mode: 'inline' | 'horizontal';
  /** Called after an entry was chosen (the mobile drawer closes). */
  onChosen?: () => void;
}

/** The portal's navigation menu (left sider, or the header in the top-menu layout). */
export function NavMenu({ theme, mode, onChosen }: NavMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const entries = useMenuEntries();
  const byKey = useMemo(() => indexMenu(entries), [entries]);

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
      selectedKeys={selectedKeys(entries, pathname)}
      onClick={({ key }) => {
        const entry = byKey.get(key);
        if (!entry) return;
        void openEntry(entry, navigate);
        onChosen?.();
      }}
    />
  );
}
