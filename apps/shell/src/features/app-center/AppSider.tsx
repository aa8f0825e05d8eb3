import { ExportOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import type { App } from '@portal/contracts';
import { Button, Skeleton, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModuleIcon } from '../../shared/module-icons/ModuleIcon.tsx';
import { isExternal } from './app-selection.ts';

interface Props {
  apps: App[] | undefined;
  selected: string | null;
  onSelect: (app: App) => void;
}

/** The collapsible left sider titled 应用中心 listing the user's apps (SPEC §2). */
export function AppSider({ apps, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(false);
  return (
    <aside className="ac-sider" data-collapsed={collapsed} aria-label={t('appCenter.siderTitle')}>
      <div className="ac-sider__head">
        {!collapsed && <span className="ac-sider__title">{t('appCenter.siderTitle')}</span>}
        <Tooltip title={collapsed ? t('appCenter.expand') : t('appCenter.collapse')} placement="right">
          <Button
            type="text"
            size="small"
            className="ac-sider__toggle"
            aria-label={collapsed ? t('appCenter.expand') : t('appCenter.collapse')}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed((c) => !c)}
          />
        </Tooltip>
      </div>
      {!apps ? (
        <Skeleton active paragraph={{ rows: 6 }} title={false} className="ac-sider__skeleton" />
      ) : (
        <ul className="ac-sider__list" role="list">
          {apps.map((app) => (
            <li key={app.resourceCode}>
              <Tooltip title={collapsed ? app.resourceName : undefined} placement="right">
                <button
                  type="button"
                  className="ac-sider__app"
                  aria-current={selected === app.resourceCode ? 'page' : undefined}
                  data-app={app.resourceCode}
                  onClick={() => onSelect(app)}
                >
                  <ModuleIcon moduleCode={app.moduleCode} size={28} />
                  {!collapsed && <span className="ac-sider__name">{app.resourceName}</span>}
                  {!collapsed && isExternal(app) && <ExportOutlined className="ac-sider__external" aria-label={t('appCenter.external')} />}
                </button>
              </Tooltip>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
