import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { allows } from '@portal/contracts';
import { PORTAL_ROUTES } from '../../app/routes.tsx';
import { useSessionStore } from '../../shared/session/store.ts';
import { buildMenu, type MenuEntry } from '../menu.ts';

type Item = Required<MenuProps>['items'][number];

export function SideMenu({ theme }: { theme: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const permissions = useSessionStore((s) => s.permissions);
  const entries = useMemo(() => buildMenu(PORTAL_ROUTES, (id) => allows(permissions, id)), [permissions]);

  const toItems = (list: MenuEntry[]): Item[] =>
    list.map((entry) => ({
      key: entry.key,
      icon: entry.icon,
      label: t(entry.titleKey),
      ...(entry.children ? { children: toItems(entry.children) } : {}),
    }));

  const byKey = new Map<string, MenuEntry>();
  const index = (list: MenuEntry[]) => list.forEach((e) => (byKey.set(e.key, e), e.children && index(e.children)));
  index(entries);

  const selected = entries.map((e) => e.key).filter((key) => pathname === key || pathname.startsWith(`${key}/`));

  return (
    <Menu
      mode="inline"
      theme={theme}
      items={toItems(entries)}
      selectedKeys={selected}
      onClick={({ key }) => {
        const entry = byKey.get(key);
        if (entry?.externalUrl) window.open(entry.externalUrl, '_blank', 'noopener,noreferrer');
        else navigate(key);
      }}
    />
  );
}
