import { Grid, Menu, type MenuProps } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { userCenterNav } from '../nav.ts';
import './user-center.css';

/** Every page of the personal centre: its own side navigation in two groups, the page beside it (above it on a phone). */
export function UserCenterFrame({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const wide = screens.md !== false;
  const groups = useMemo(() => userCenterNav(), []);
  const selected = pathname.startsWith('/user-center/submitted') ? '/user-center/submitted/my-work' : pathname;
  const items: MenuProps['items'] = groups.map((group) => ({
    type: 'group' as const,
    key: group.key,
    label: t(group.titleKey),
    children: group.items.map((item) => ({ key: item.path, label: t(item.titleKey) })),
  }));
  const flat: MenuProps['items'] = groups.flatMap((g) => g.items.map((item) => ({ key: item.path, label: t(item.titleKey) })));

  return (
    <div className={`uc-frame ${wide ? 'uc-frame--wide' : 'uc-frame--narrow'}`}>
      <nav className="uc-frame__nav" aria-label={t('userCenter.menu')}>
        {wide ? (
          <Menu mode="inline" items={items} selectedKeys={[selected]} onClick={({ key }) => navigate(key)} />
        ) : (
          <Menu mode="horizontal" items={flat} selectedKeys={[selected]} onClick={({ key }) => navigate(key)} />
        )}
      </nav>
      <section className="uc-frame__main">
        <header className="uc-frame__head">
          <h1 className="uc-frame__title">{title}</h1>
          {extra && <div className="uc-frame__extra">{extra}</div>}
        </header>
        <div className="uc-frame__body">{children}</div>
      </section>
    </div>
  );
}
