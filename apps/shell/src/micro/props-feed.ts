import type { SubappProps } from '@portal/contracts';
import { useLanguageStore } from '../shared/i18n/index.ts';
import { useSessionStore } from '../shared/session/store.ts';
import { pageModeOf } from '../shared/settings/settings.ts';
import { useSettingsStore } from '../shared/settings/store.ts';

/** The props of a system now: the user, its scoped token, the tenant, the language and the portal's look (the one place they are read). */
export function currentProps(routerBase: string, token: string): SubappProps {
  const { user, tenantId } = useSessionStore.getState();
  const { color, navTheme } = useSettingsStore.getState().settings;
  return {
    userCode: user?.username ?? '',
    userId: user?.id ?? '',
    token,
    routerBase,
    tenantId,
    language: useLanguageStore.getState().language,
    theme: { primaryColor: color, mode: pageModeOf(navTheme) },
  };
}

/**
 * Calls `changed` when anything of the props changes (language, primary colour, theme, tenant,
 * user) — for every live system, shown or hidden. Answers the unsubscribe function.
 */
export function followPortal(changed: () => void): () => void {
  const stops = [
    useLanguageStore.subscribe((s, before) => s.language !== before.language && changed()),
    useSettingsStore.subscribe((s, before) => (s.settings.color !== before.settings.color || pageModeOf(s.settings.navTheme) !== pageModeOf(before.settings.navTheme)) && changed()),
    useSessionStore.subscribe((s, before) => (s.user !== before.user || s.tenantId !== before.tenantId) && changed()),
  ];
  return () => stops.forEach((stop) => stop());
}
