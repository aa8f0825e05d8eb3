import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Layout } from 'antd';
import { lazy, memo, Suspense, useCallback, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureSlots } from '../../shared/slots/slots.tsx';
import { effectiveSettings, menuThemeOf } from '../../shared/settings/settings.ts';
import { useSettingsStore } from '../../shared/settings/store.ts';
import { useSessionStore } from '../../shared/session/store.ts';
import { FrameDialogs } from '../dialogs/FrameDialogs.tsx';
import { BreadcrumbSlot } from '../nav/BreadcrumbSlot.tsx';
import { NavMenu } from '../nav/NavMenu.tsx';
import { TabBar } from '../tabs/TabBar.tsx';
import { TabsController } from '../tabs/TabsController.tsx';
import { TopProgress } from '../TopProgress.tsx';
import { HeaderActions } from './HeaderActions.tsx';
import { Logo } from './Logo.tsx';
import { CloseOnNavigate, FramePages } from './route-aware.tsx';
import { useHeaderHidden, useMobileMode } from './useFrameResponsive.ts';
import './basic-layout.css';

const MobileMenu = lazy(() => import('./MobileMenu.tsx'));

export const SIDER_WIDTH = 220;
export const SIDER_COLLAPSED_WIDTH = 64;
export const HEADER_HEIGHT = 56;

/**
 * The portal frame (SPEC §1, §2): navigation in a sider, the top bar or both (per the layout
 * setting), the tab bar with kept-alive views, and the parts the features supply (the footer,
 * the dialogs, background work such as function tab titles).
 * Memoised, and free of route hooks: a navigation (a tab switch) renders again only the parts
 * that follow the route — the views, the tab bar, the menu's selection — not the whole frame.
 */
export const BasicLayout = memo(function BasicLayout() {
  const { t } = useTranslation();
  const stored = useSettingsStore((s) => s.settings);
  const expanded = useSettingsStore((s) => s.sidebarExpanded);
  const setExpanded = useSettingsStore((s) => s.setSidebarExpanded);
  const isMobile = useMobileMode();
  const settings = effectiveSettings(stored, isMobile);
  const tenantId = useSessionStore((s) => s.user?.tenantId ?? '');
  const headerHidden = useHeaderHidden(settings.fixedHeader && settings.autoHideHeader, HEADER_HEIGHT);
  const { frameSlots } = useFeatureSlots();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const { layout } = settings;
  const navTheme = menuThemeOf(settings.navTheme);
  const hasSider = !isMobile && layout !== 'topmenu';
  const collapsed = !expanded;
  const siderWidth = hasSider ? (collapsed ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH) : 0;
  const navHeader = layout !== 'sidemenu' || isMobile;

  const trigger = (
    <button
      type="button"
      className="portal-action portal-trigger"
      aria-label={t(isMobile ? 'layout.openMenu' : collapsed ? 'layout.expand' : 'layout.collapse')}
      aria-expanded={isMobile ? drawerOpen : expanded}
      onClick={() => (isMobile ? setDrawerOpen(true) : setExpanded(!expanded))}
    >
      {isMobile || collapsed ? <MenuUnfoldOutlined className="portal-action__icon" /> : <MenuFoldOutlined className="portal-action__icon" />}
    </button>
  );

  const header = (
    <header
      className={`portal-header portal-header--${navHeader ? navTheme : 'light'}${headerHidden ? ' is-hidden' : ''}`}
      data-testid="portal-header"
    >
      <div className="portal-header__inner">
        {navHeader && <Logo showName={!isMobile} />}
        {(layout !== 'topmenu' || isMobile) && trigger}
        {layout === 'topmenu' && !isMobile ? (
          <div className="portal-header__menu">
            <NavMenu theme={navTheme} mode="horizontal" />
          </div>
        ) : (
          <div className="portal-header__spacer" />
        )}
        <HeaderActions />
      </div>
    </header>
  );

  const sider = hasSider && (
    <Layout.Sider
      className={`portal-sider portal-sider--${navTheme}`}
      theme={navTheme}
      width={SIDER_WIDTH}
      collapsedWidth={SIDER_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      data-testid="portal-sider"
    >
      {layout === 'sidemenu' && <Logo showName={!collapsed} />}
      <div className="portal-sider__menu">
        <NavMenu theme={navTheme} mode="inline" />
      </div>
    </Layout.Sider>
  );

  const content = (
    <div className="portal-main">
      {layout === 'sidemenu' && !isMobile ? (
        <div className="portal-top">
          {header}
          {settings.multiTab && <TabBar />}
        </div>
      ) : (
        settings.multiTab && (
          <div className="portal-top portal-top--tabs">
            <TabBar />
          </div>
        )
      )}
      <main className="portal-content" data-testid="portal-content">
        <div className="portal-content__inner">
          <BreadcrumbSlot />
          <FramePages multiTab={settings.multiTab} />
        </div>
      </main>
      {frameSlots.map(({ id, place, component: Slot }) => place === 'footer' && <Slot key={id} />)}
    </div>
  );

  return (
    <div
      className="portal-frame"
      key={tenantId}
      data-layout={layout}
      data-mobile={isMobile}
      data-header-hidden={headerHidden}
      style={{ '--portal-sider-width': `${siderWidth}px` } as CSSProperties}
    >
      <TopProgress />
      <TabsController />
      {frameSlots.map(({ id, place, component: Slot }) => place === 'background' && <Slot key={id} />)}
      {navHeader && <div className="portal-top portal-top--nav">{header}</div>}
      <div className="portal-body">
        {sider}
        {content}
      </div>
      {isMobile && (
        <Suspense fallback={null}>
          <MobileMenu open={drawerOpen} width={SIDER_WIDTH} theme={navTheme} onClose={closeDrawer} />
        </Suspense>
      )}
      {isMobile && drawerOpen && <CloseOnNavigate onClose={closeDrawer} />}
      <FrameDialogs />
    </div>
  );
});
