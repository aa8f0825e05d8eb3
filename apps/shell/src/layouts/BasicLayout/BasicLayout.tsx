import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { allows } from '@portal/contracts';
import { Forbidden } from '../../app/ErrorPages.tsx';
import type { RouteHandle } from '../../app/route-types.ts';
import { useSessionStore } from '../../shared/session/store.ts';
import { UserMenu } from './UserMenu.tsx';
import { SideMenu } from './SideMenu.tsx';
import './basic-layout.css';

/** A page is refused when any matched route needs a permission the user does not hold. */
function useRouteAllowed(): boolean {
  const permissions = useSessionStore((s) => s.permissions);
  return useMatches().every((match) => {
    const permission = (match.handle as RouteHandle | undefined)?.route.permission;
    return !permission || allows(permissions, permission);
  });
}

export function BasicLayout() {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(false);
  const allowed = useRouteAllowed();
  const { token } = theme.useToken();

  return (
    <Layout className="portal-layout">
      <Layout.Sider collapsible collapsed={collapsed} trigger={null} width={220} className="portal-sider">
        <div className="portal-logo">
          <img src="/pba/favicon.svg" alt="" width={28} height={28} />
          {!collapsed && <span>{t('common.productTitle')}</span>}
        </div>
        <SideMenu theme="dark" />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="portal-header" style={{ background: token.colorBgContainer }}>
          <Button
            type="text"
            aria-label={t(collapsed ? 'layout.expand' : 'layout.collapse')}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed(!collapsed)}
          />
          <div className="portal-header__right">
            <UserMenu />
          </div>
        </Layout.Header>
        <Layout.Content className="portal-content">{allowed ? <Outlet /> : <Forbidden />}</Layout.Content>
      </Layout>
    </Layout>
  );
}
