import type { TFunction } from 'i18next';
import { TAB_IDENTITY_QUERY_KEYS } from './tab-identity.ts';
import type { Tab } from './tabs-model.ts';

/** A tab's title: the name it was opened with, else its route's title in the current language. */
export function tabTitle(tab: Tab, t: TFunction): string {
  return tab.title ?? (tab.titleKey ? String(t(tab.titleKey)) : tab.path);
}

/** What tells a tab apart from others of the same name: its identity's query values (`key`, `billTypeCode`). */
export function distinguishingKey(tab: Tab): string {
  const params = new URLSearchParams(tab.key.split('?')[1] ?? '');
  return TAB_IDENTITY_QUERY_KEYS.flatMap((name) => (params.get(name) ? [params.get(name) as string] : [])).join(' · ');
}

/**
 * The labels of the tab bar: each tab's title, and where several tabs share a title, the title
 * followed by the key that tells them apart ("我的工单 · BX01"; the one without a key keeps the bare title).
 */
export function tabLabels(tabs: readonly Tab[], t: TFunction): Map<string, string> {
  const titles = tabs.map((tab) => [tab.key, tabTitle(tab, t)] as const);
  const counts = new Map<string, number>();
  for (const [, title] of titles) counts.set(title, (counts.get(title) ?? 0) + 1);
  return new Map(
    titles.map(([key, title], index) => {
      const distinct = (counts.get(title) ?? 0) > 1 ? distinguishingKey(tabs[index] as Tab) : '';
      return [key, distinct ? `${title} · ${distinct}` : title];
    }),
  );
}
