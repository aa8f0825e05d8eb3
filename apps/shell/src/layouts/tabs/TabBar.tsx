import { CloseCircleOutlined, CloseOutlined, DownOutlined, ReloadOutlined, VerticalLeftOutlined, VerticalRightOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { memo, useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
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

/** Where a dragged tab would land: before or after the tab under the pointer. */
interface DropPlace {
  key: string;
  after: boolean;
}

interface Reorder {
  dragged: string | null;
  place: DropPlace | null;
  start: (key: string) => void;
  over: (place: DropPlace) => void;
  drop: (place: DropPlace) => void;
  end: () => void;
  /** Moves a tab one place left or right (keyboard), answering its new position (1-based) when it moved. */
  step: (key: string, by: -1 | 1) => number | null;
}

/** Drag-to-reorder and its keyboard twin; the home tab stays first (see `moveTab`). */
function useReorder(): Reorder {
  const [dragged, setDragged] = useState<string | null>(null);
  const [place, setPlace] = useState<DropPlace | null>(null);
  const end = () => {
    setDragged(null);
    setPlace(null);
  };
  // One object while nothing is dragged: a tab switch leaves the memoised tabs alone.
  return useMemo(() => ({
    dragged,
    place,
    start: setDragged,
    over: (next) => setPlace((current) => (current?.key === next.key && current.after === next.after ? current : next)),
    drop: ({ key, after }) => {
      const { tabs, move } = useTabsStore.getState();
      const from = tabs.findIndex((x) => x.key === dragged);
      const target = tabs.findIndex((x) => x.key === key);
      if (dragged && from >= 0 && target >= 0) {
        const to = target + (after ? 1 : 0);
        move(dragged, from < to ? to - 1 : to);
      }
      end();
    },
    end,
    step: (key, by) => {
      const { tabs, move } = useTabsStore.getState();
      const from = tabs.findIndex((x) => x.key === key);
      move(key, from + by);
      const now = useTabsStore.getState().tabs.findIndex((x) => x.key === key);
      return now !== from ? now + 1 : null;
    },
  }), [dragged, place]);
}

/** Memoised: a tab switch renders the two tabs whose active state changes, not the others. */
const TabItem = memo(function TabItem({ tab, active, title, reorder, onMoved }: { tab: Tab; active: boolean; title: string; reorder: Reorder; onMoved: (text: string) => void }) {
  const { t } = useTranslation();
  const { close, activate } = useTabCommands();
  const menu = useCloseMenu(tab.key);
  const ref = useRef<HTMLDivElement>(null);
  const closable = !isFixed(tab);
  // The pinned home tab is always at hand and reloads at once: it never reads as "closed to free memory".
  const evicted = useViewState((s) => closable && s.evicted.has(tab.key));

  // The active tab stays in view, also when titles change width (a language change) or it moved.
  // A pinned tab sits outside the scrolling part, always in view: asking would only force a
  // layout (on a cold load of the home page, before its first paint).
  const index = useTabsStore((s) => s.tabs.findIndex((x) => x.key === tab.key));
  useEffect(() => {
    if (active && closable) ref.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active, closable, title, index]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && event.ctrlKey && event.shiftKey) {
      event.preventDefault();
      const position = closable ? reorder.step(tab.key, event.key === 'ArrowRight' ? 1 : -1) : null;
      const element = event.currentTarget;
      // The tab's element moved in the list: it keeps the focus.
      requestAnimationFrame(() => element.focus());
      if (position) onMoved(t('layout.tabs.moved', { title, position }));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate(tab.key);
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && closable) {
      event.preventDefault();
      close('current', tab.key);
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      // The pinned tab sits outside the scrolling part: step through all tabs of the list.
      const all = [...(event.currentTarget.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
      const at = all.indexOf(event.currentTarget);
      all[at + (event.key === 'ArrowRight' ? 1 : -1)]?.focus();
    }
  };

  // Where a drop lands: before or after this tab, never before the home tab.
  const placeOf = (event: DragEvent<HTMLDivElement>): DropPlace => {
    const box = event.currentTarget.getBoundingClientRect();
    return { key: tab.key, after: !closable || event.clientX > box.left + box.width / 2 };
  };
  const dropHere = reorder.place?.key === tab.key && reorder.dragged !== tab.key ? (reorder.place.after ? ' is-drop-after' : ' is-drop-before') : '';

  return (
    <Dropdown menu={menu} trigger={['contextMenu']}>
      <div
        ref={ref}
        role="tab"
        tabIndex={active ? 0 : -1}
        aria-selected={active}
        aria-keyshortcuts={closable ? 'Control+Shift+ArrowLeft Control+Shift+ArrowRight' : undefined}
        aria-description={closable ? t('layout.tabs.moveHint') : undefined}
        className={`portal-tab${active ? ' is-active' : ''}${evicted ? ' is-evicted' : ''}${closable ? '' : ' is-pinned'}${reorder.dragged === tab.key ? ' is-dragging' : ''}${dropHere}`}
        data-tab-key={tab.key}
        title={evicted ? `${title} — ${t('appCenter.host.evicted')}` : title}
        draggable={closable}
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', tab.key);
          reorder.start(tab.key);
        }}
        onDragOver={(event) => {
          if (!reorder.dragged) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
          reorder.over(placeOf(event));
        }}
        onDrop={(event) => {
          if (!reorder.dragged) return;
          event.preventDefault();
          reorder.drop(placeOf(event));
        }}
        onDragEnd={reorder.end}
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
});

/** The multi-tab bar (SPEC §2): a fixed home tab, closable function tabs, close actions. */
export function TabBar() {
  const { t } = useTranslation();
  const tabs = useTabsStore((s) => s.tabs);
  const activeKey = useTabsStore((s) => s.activeKey);
  const menu = useCloseMenu(activeKey);
  const labels = tabLabels(tabs, t);
  const list = useRef<HTMLDivElement>(null);
  const reorder = useReorder();
  const [announcement, setAnnouncement] = useState('');
  const item = (tab: Tab) => (
    <TabItem
      key={tab.key}
      tab={tab}
      active={tab.key === activeKey}
      title={labels.get(tab.key) ?? tab.path}
      reorder={reorder}
      onMoved={setAnnouncement}
    />
  );

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
      {/* The pinned tab stays outside the scrolling part, so scrolled tabs never slide under it. */}
      <div className="portal-tabs__list" role="tablist" aria-label={t('layout.tabs.label')}>
        {tabs.filter(isFixed).map(item)}
        <div className="portal-tabs__scroll" ref={list}>
          {tabs.filter((tab) => !isFixed(tab)).map(item)}
        </div>
      </div>
      <span className="portal-tabs__status" role="status">
        {announcement}
      </span>
      <Dropdown menu={menu} trigger={['click']} placement="bottomRight">
        <button type="button" className="portal-tabs__more" aria-label={t('layout.tabs.more')}>
          <DownOutlined />
        </button>
      </Dropdown>
    </div>
  );
}
