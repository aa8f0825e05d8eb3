import { CloseCircleOutlined, CloseOutlined, DownOutlined, ReloadOutlined, VerticalLeftOutlined, VerticalRightOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isFixed, type Tab } from '../../shared/tabs/tabs-model.ts';
import { shellEvents } from '../../shared/events/shell-events.ts';
import { tabLabels } from '../../shared/tabs/tab-title.ts';
import { useTabsStore } from '../../shared/tabs/tabs-store.ts';
import { useViewState } from '../../shared/tabs/view-state.ts';
import { useTabCommands, type CloseAction } from './useTabCommands.ts';
import './tab-bar.css';

/** The close actions of a tab's context menu and of the bar's dropdown (SPEC §2: current, left, right, all). */
function useCloseMenu(key: string): MenuProps {
  const { t } = useTranslation();
  const { close } = useTabCommands();
  const tab = useTabsStore((s) => s.tabs.find((x) => x.key === key));
  return {
    items: [
      { key: 'reload', icon: <ReloadOutlined />, label: t('layout.tabs.reload') },
      { type: 'divider' },
      { key: 'current', icon: <CloseOutlined />, label: t('layout.tabs.closeCurrent'), disabled: !tab || isFixed(tab) },
      { key: 'left', icon: <VerticalRightOutlined />, label: t('layout.tabs.closeLeft') },
      { key: 'right', icon: <VerticalLeftOutlined />, label: t('layout.tabs.closeRight') },
      { type: 'divider' },
      { key: 'all', icon: <CloseCircleOutlined />, label: t('layout.tabs.closeAll') },
    ],
    onClick: ({ key: action }) => (action === 'reload' ? shellEvents.emit('reloadTab', { key }) : close(action as CloseAction, key)),
  };
}

function TabItem({ tab, active, title }: { tab: Tab; active: boolean; title: string }) {
  const { t } = useTranslation();
  const { close, activate } = useTabCommands();
  const menu = useCloseMenu(tab.key);
  const ref = useRef<HTMLDivElement>(null);
  const closable = !isFixed(tab);
  const evicted = useViewState((s) => s.evicted.has(tab.key));

  useEffect(() => {
    if (active) ref.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate(tab.key);
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && closable) {
      event.preventDefault();
      close('current', tab.key);
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      const sibling = event.key === 'ArrowRight' ? event.currentTarget.nextElementSibling : event.currentTarget.previousElementSibling;
      (sibling as HTMLElement | null)?.focus();
    }
  };

  return (
    <Dropdown menu={menu} trigger={['contextMenu']}>
      <div
        ref={ref}
        role="tab"
        tabIndex={active ? 0 : -1}
        aria-selected={active}
        className={`portal-tab${active ? ' is-active' : ''}${evicted ? ' is-evicted' : ''}${closable ? '' : ' is-pinned'}`}
        data-tab-key={tab.key}
        title={evicted ? `${title} — ${t('appCenter.host.evicted')}` : title}
        onClick={() => activate(tab.key)}
        onAuxClick={(event) => {
          // A middle click closes, as in a browser.
          if (event.button === 1 && closable) close('current', tab.key);
        }}
        onKeyDown={onKeyDown}
      >
        <span className="portal-tab__label">{title}</span>
        {closable && (
          <button
            type="button"
            tabIndex={-1}
            className="portal-tab__close"
            aria-label={`${t('layout.tabs.closeCurrent')}: ${title}`}
            onClick={(event) => {
              event.stopPropagation();
              close('current', tab.key);
            }}
          >
            <CloseOutlined />
          </button>
        )}
      </div>
    </Dropdown>
  );
}

/** The multi-tab bar (SPEC §2): a fixed home tab, closable function tabs, close actions. */
export function TabBar() {
  const { t } = useTranslation();
  const tabs = useTabsStore((s) => s.tabs);
  const activeKey = useTabsStore((s) => s.activeKey);
  const menu = useCloseMenu(activeKey);
  const labels = tabLabels(tabs, t);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    // A mouse wheel scrolls the tabs sideways.
    const onWheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      element.scrollLeft += event.deltaY;
      event.preventDefault();
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  return (
    <div className="portal-tabs">
      <div className="portal-tabs__list" role="tablist" aria-label={t('layout.tabs.label')} ref={list}>
        {tabs.map((tab) => (
          <TabItem key={tab.key} tab={tab} active={tab.key === activeKey} title={labels.get(tab.key) ?? tab.path} />
        ))}
      </div>
      <Dropdown menu={menu} trigger={['click']} placement="bottomRight">
        <button type="button" className="portal-tabs__more" aria-label={t('layout.tabs.more')}>
          <DownOutlined />
        </button>
      </Dropdown>
    </div>
  );
}
