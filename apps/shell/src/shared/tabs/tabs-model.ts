import type { ParseKeys } from 'i18next';
import { tabIdentity } from './tab-identity.ts';

/** An open tab: its identity, the full path it shows (with its query) and its title. */
export interface Tab {
  key: string;
  path: string;
  /** Title from a menu list or a sub-app; wins over the route title. */
  title?: string;
  /**
   * Where `title` came from: the system shown in the tab (its own route's name, kept until it
   * names itself again) or the catalogue (replaced by the catalogue's name in the current language).
   */
  titleSource?: TitleSource;
  /** The route's title, translated when shown (follows the language). */
  titleKey?: ParseKeys;
  /** Not a real page (404, 403): shown while open, never saved. */
  transient?: boolean;
}

export type TitleSource = 'system' | 'catalogue';

export interface TabsState {
  tabs: Tab[];
  activeKey: string;
}

/** The fixed, non-closable first tab (SPEC §2). */
export const HOME_TAB: Tab = { key: '/home/index', path: '/home/index', titleKey: 'home.menu' };
/** The generic route title of business functions: replaced by a tab's existing title (SPEC §2). */
export const GENERIC_TITLE_KEY: ParseKeys = 'appCenter.main';

export const initialTabs = (): TabsState => ({ tabs: [HOME_TAB], activeKey: HOME_TAB.key });

export const isFixed = (tab: Tab) => tab.key === HOME_TAB.key;

/** What navigation may tell the tab bar in `location.state` (see `tabLocationState`). */
export interface TabLocationState {
  /** The location belongs to this open tab (a function moving inside itself): update it, no new tab. */
  tabKey?: string;
  /** The tab's title, e.g. the menu name the user clicked. */
  tabTitle?: string;
}

export function readTabState(state: unknown): TabLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const { tabKey, tabTitle } = state as Record<string, unknown>;
  return {
    ...(typeof tabKey === 'string' ? { tabKey } : {}),
    ...(typeof tabTitle === 'string' && tabTitle.trim() ? { tabTitle: tabTitle.trim() } : {}),
  };
}

/**
 * Which open tab a location belongs to: the tab it names in its state, else the tab with its
 * identity, else a tab whose stored path it is (a function that moved inside itself, reloaded).
 */
export function tabKeyFor(tabs: readonly Tab[], pathname: string, search: string, state?: unknown): string {
  const named = readTabState(state).tabKey;
  if (named && tabs.some((t) => t.key === named)) return named;
  const identity = tabIdentity(pathname, search);
  if (tabs.some((t) => t.key === identity)) return identity;
  const path = pathname + search;
  return tabs.find((t) => t.path === path)?.key ?? identity;
}

export interface OpenRequest {
  pathname: string;
  search: string;
  state?: unknown;
  /** The matched route's title. */
  titleKey?: ParseKeys;
  /** The location is an error page (not found, refused): its tab is not saved. */
  transient?: boolean;
}

/** At most this many tabs are saved for a user in a tenant (the home tab included). */
export const MAX_STORED_TABS = 30;

/**
 * Opens the tab of a location: adds it, or updates the tab with the same identity (its path, and
 * its title unless the new one is the generic 功能), and makes it active.
 */
export function openTab(current: TabsState, request: OpenRequest): TabsState {
  const key = tabKeyFor(current.tabs, request.pathname, request.search, request.state);
  const path = request.pathname + request.search;
  const { tabTitle } = readTabState(request.state);
  const index = current.tabs.findIndex((t) => t.key === key);
  if (index < 0) {
    const tab: Tab = {
      key,
      path,
      ...(tabTitle ? { title: tabTitle } : {}),
      ...(request.titleKey ? { titleKey: request.titleKey } : {}),
      ...(request.transient ? { transient: true } : {}),
    };
    return { tabs: [...current.tabs, tab], activeKey: key };
  }
  const existing = current.tabs[index] as Tab;
  const generic = request.titleKey === GENERIC_TITLE_KEY;
  // A new name from navigation replaces the tab's title, whoever gave that one.
  const renamed = tabTitle !== undefined && tabTitle !== existing.title;
  const { transient: _wasTransient, titleSource: source, ...kept } = existing;
  const updated: Tab = {
    ...kept,
    ...(source && !renamed ? { titleSource: source } : {}),
    ...(request.transient ? { transient: true } : {}),
    path,
    ...(renamed ? { title: tabTitle } : {}),
    ...(request.titleKey && !(generic && (existing.title || existing.titleKey)) ? { titleKey: request.titleKey } : {}),
  };
  if (updated.path === existing.path && updated.title === existing.title && updated.titleKey === existing.titleKey &&
    updated.titleSource === existing.titleSource &&
    updated.transient === existing.transient) {
    // Only the active tab changes (a tab switch): the list stays the same object, so what
    // follows the list (the tab bar's items, the views) does not render again.
    return current.activeKey === key ? current : { tabs: current.tabs, activeKey: key };
  }
  const tabs = [...current.tabs];
  tabs[index] = updated;
  return { tabs, activeKey: key };
}

/** Sets a tab's title (the active tab when no key is given), saying where it came from. */
export function setTabTitle(current: TabsState, title: string, key: string = current.activeKey, source?: TitleSource): TabsState {
  const text = title.trim();
  const tab = current.tabs.find((t) => t.key === key);
  if (!text || !tab || (tab.title === text && tab.titleSource === source)) return current;
  const { titleSource: _previous, ...rest } = tab;
  const named: Tab = { ...rest, title: text, ...(source ? { titleSource: source } : {}) };
  return { ...current, tabs: current.tabs.map((t) => (t.key === key ? named : t)) };
}

/**
 * Moves a tab to another place in the bar (`to`: its index afterwards). The home tab stays
 * first: it cannot be moved, and no tab can be put before it; `to` is kept inside the bar.
 */
export function moveTab(current: TabsState, key: string, to: number): TabsState {
  const from = current.tabs.findIndex((t) => t.key === key);
  if (from < 0 || isFixed(current.tabs[from] as Tab)) return current;
  const first = current.tabs.findIndex((t) => !isFixed(t));
  const target = Math.min(Math.max(Math.round(to), first), current.tabs.length - 1);
  if (target === from) return current;
  const tabs = [...current.tabs];
  const [moved] = tabs.splice(from, 1);
  tabs.splice(target, 0, moved as Tab);
  return { ...current, tabs };
}

export type CloseAction = 'current' | 'left' | 'right' | 'all';

/** What a close action would do to the tabs (nothing is changed: the caller applies the state). */
export function closeBy(current: TabsState, action: CloseAction, key?: string): CloseResult {
  if (action === 'current') return closeTab(current, key);
  if (action === 'left') return closeLeft(current, key);
  if (action === 'right') return closeRight(current, key);
  return closeAll(current);
}

/** The outcome of a close action: the new state, the tabs removed, and a refusal message key. */
export interface CloseResult {
  state: TabsState;
  removed: string[];
  refused?: 'last' | 'noLeft' | 'noRight' | 'fixed';
}

function afterRemoval(current: TabsState, keep: (tab: Tab, index: number) => boolean, fallbackIndex: (tabs: Tab[]) => number): CloseResult {
  const removed = current.tabs.filter((t, i) => !keep(t, i)).map((t) => t.key);
  const tabs = current.tabs.filter(keep);
  let activeKey = current.activeKey;
  if (!tabs.some((t) => t.key === activeKey)) activeKey = (tabs[fallbackIndex(tabs)] ?? tabs[0] ?? HOME_TAB).key;
  return { state: { tabs, activeKey }, removed };
}

/** Closing activates the previous tab, or the first if none (SPEC §2); the last tab cannot be closed. */
export function closeTab(current: TabsState, key: string = current.activeKey): CloseResult {
  const index = current.tabs.findIndex((t) => t.key === key);
  if (index < 0) return { state: current, removed: [] };
  if (current.tabs.length <= 1) return { state: current, removed: [], refused: 'last' };
  const tab = current.tabs[index] as Tab;
  if (isFixed(tab)) return { state: current, removed: [], refused: 'fixed' };
  return afterRemoval(current, (t) => t.key !== key, () => Math.max(index - 1, 0));
}

export function closeLeft(current: TabsState, key: string = current.activeKey): CloseResult {
  const index = current.tabs.findIndex((t) => t.key === key);
  const closable = current.tabs.slice(0, Math.max(index, 0)).filter((t) => !isFixed(t));
  if (index < 0 || closable.length === 0) return { state: current, removed: [], refused: 'noLeft' };
  const result = afterRemoval(current, (t, i) => i >= index || isFixed(t), (tabs) => tabs.findIndex((t) => t.key === key));
  return activate(result, key);
}

export function closeRight(current: TabsState, key: string = current.activeKey): CloseResult {
  const index = current.tabs.findIndex((t) => t.key === key);
  const closable = current.tabs.slice(index + 1).filter((t) => !isFixed(t));
  if (index < 0 || closable.length === 0) return { state: current, removed: [], refused: 'noRight' };
  const result = afterRemoval(current, (t, i) => i <= index || isFixed(t), (tabs) => tabs.findIndex((t) => t.key === key));
  return activate(result, key);
}

/** Closes every closable tab; the fixed home tab stays and becomes active. */
export function closeAll(current: TabsState): CloseResult {
  const closable = current.tabs.filter((t) => !isFixed(t));
  if (closable.length === 0) return { state: current, removed: [], refused: 'last' };
  const result = afterRemoval(current, isFixed, () => 0);
  return { ...result, state: { ...result.state, activeKey: result.state.tabs[0]?.key ?? HOME_TAB.key } };
}

/** Closing the tabs beside one keeps working in that one: it becomes active when the active tab went. */
function activate(result: CloseResult, key: string): CloseResult {
  if (result.removed.length === 0) return result;
  return result.state.tabs.some((t) => t.key === result.state.activeKey) && !result.removed.includes(result.state.activeKey)
    ? result
    : { ...result, state: { ...result.state, activeKey: key } };
}

/**
 * What is saved of the tabs: real pages only (no 404 or 403 tab), at most MAX_STORED_TABS — the
 * home tab and the last others in the bar (new tabs open at its end). The active tab falls back to home when not saved.
 */
export function toStored(state: TabsState): TabsState {
  const real = state.tabs.filter((t) => !t.transient).map(({ transient: _t, ...tab }) => tab);
  const others = real.filter((t) => !isFixed(t)).slice(-(MAX_STORED_TABS - 1));
  const tabs = [HOME_TAB, ...others];
  return { tabs, activeKey: tabs.some((t) => t.key === state.activeKey) ? state.activeKey : HOME_TAB.key };
}

/** Tabs as stored: well-formed entries only, the home tab first and exactly once. */
export function sanitizeStored(value: unknown): TabsState {
  const fresh = initialTabs();
  if (typeof value !== 'object' || value === null) return fresh;
  const list = (value as { tabs?: unknown }).tabs;
  if (!Array.isArray(list)) return fresh;
  const seen = new Set<string>([HOME_TAB.key]);
  const tabs: Tab[] = [HOME_TAB];
  for (const item of list.slice(0, MAX_STORED_TABS)) {
    if (typeof item !== 'object' || item === null) continue;
    const { key, path, title, titleKey, titleSource } = item as Record<string, unknown>;
    if (typeof key !== 'string' || typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || seen.has(key)) continue;
    seen.add(key);
    tabs.push({
      key,
      path,
      ...(typeof title === 'string' && title ? { title } : {}),
      ...(typeof title === 'string' && title && (titleSource === 'system' || titleSource === 'catalogue') ? { titleSource } : {}),
      ...(typeof titleKey === 'string' && titleKey ? { titleKey: titleKey as ParseKeys } : {}),
    });
  }
  const activeKey = (value as { activeKey?: unknown }).activeKey;
  return { tabs, activeKey: typeof activeKey === 'string' && seen.has(activeKey) ? activeKey : HOME_TAB.key };
}
