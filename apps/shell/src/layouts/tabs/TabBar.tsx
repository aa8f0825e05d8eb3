import { CloseOutlined, DownOutlined, VerticalLeftOutlined, VerticalRightOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { isFixed, type Tab } from '../../shared/tabs/tabs-model.ts';
import { useTabsStore } from '../../shared/tabs/tabs-store.ts';
import { useTabCommands, type CloseAction } from './useTabCommands.ts';

function useTabTitle() {
  const { t } = useTranslation();
  return (tab: Tab) => tab.title ?? (tab.titleKey ? String(t(tab.titleKey)) : tab.path);
}

/** The close actions of a tab's context menu and of the bar's dropdown (SPEC §2: current, left, right, all). */
function useCloseItems(key: string): MenuProps {
  const { t } = useTranslation();
  const { close } = useTabCommands();
  const tabs = useTabsStore((s) => s.tabs);
  const tab = tabs.find((x) => x.key === key);
  const items: MenuProps['items'] = [
    { key: 'current', icon: <CloseOutlined />, label: t('layout.tabs.closeCurrent'), disabled: !tab || isFixed(tab) },
    { key: 'left', icon: <VerticalRightOutlined />, label: t('layout.tabs.closeLeft') },
    { key: 'right', icon: <VerticalLeftOutlined />, label: t('layout.tabs.closeRight') },
    { type: 'divider' },
    { key: 'all', icon: <CloseCircleOutlined />, label: t('layout.tabs.closeAll') },
  ];
  return { items, onClick: ({ key: action, domEvent }) => (domEvent.stopPropagation(), close(action as CloseAction, key)) };
}

function TabLabel({ tab }: { tab: Tab }) {
  const title = useTabTitle()(tab);
  const menu = useCloseItems(tab.key);
  return (
    <Dropdown menu={menu} trigger={['contextMenu']}>
      <span className="portal-tabs__label" title={title} data-tab-key={tab.key}>
        {title}
      </span>
    </Dropdown>
  );
}

/** The multi-tab bar (SPEC §2): a fixed home tab, closable function tabs, close actions. */
export function TabBar() {
  const { t } = useTranslation();
  const tabs = useTabsStore((s) => s.tabs);
  const activeKey = useTabsStore((s) => s.activeKey);
  const { close, activate } = useTabCommands();
  const menu = useCloseItems(activeKey);

  return (
    <div className="portal-tabs" role="navigation" aria-label={t('layout.tabs.label')}>
      <Tabs
        size="small"
        type="editable-card"
        hideAdd
        activeKey={activeKey}
        onChange={activate}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') close('current', key);
        }}
        items={tabs.map((tab) => ({ key: tab.key, label: <TabLabel tab={tab} />, closable: !isFixed(tab) }))}
        tabBarExtraContent={{
          right: (
            <Dropdown menu={menu} trigger={['click']} placement="bottomRight">
              <Button type="text" size="small" className="portal-tabs__more" aria-label={t('layout.tabs.more')} icon={<DownOutlined />} />
            </Dropdown>
          ),
        }}
      />
    </div>
  );
}
