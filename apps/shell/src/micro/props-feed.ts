import type { SubappProps } from '@portal/contracts';
import { shellEvents } from '../shared/events/shell-events.ts';
import { useLanguageStore } from '../shared/i18n/index.ts';
import { storedTenantId } from '../shared/session/credentials.ts';
import { useSessionStore } from '../shared/session/store.ts';
import { useSettingsStore } from '../shared/settings/store.ts';

/** The props of a system now: the user, its scoped token, the tenant, the language and the portal's look. */
export function currentProps(routerBase: string, token: string): SubappProps {
  const user = useSessionStore.getState().user;
  const { color, navTheme } = useSettingsStore.getState().settings;
  return {
    userCode: user?.username ?? '',
    userId: user?.id ?? '',
    token,
    routerBase,
    tenantId: storedTenantId(),
    language: useLanguageStore.getState().language,
    theme: { primaryColor: color, mode: navTheme },
  };
}

/**
 * Calls `changed` when anything of the props changes (language, primary colour, theme, tenant,
 * user) — for every live system, shown or hidden. Answers the unsubscribe function.
 */
export function followPortal(changed: () => void): () => void {
  const stops = [
    useLanguageStore.subscribe((s, before) => s.language !== before.language && changed()),
    useSettingsStore.subscribe((s, before) => (s.settings.color !== before.settings.color || s.settings.navTheme !== before.settings.navTheme) && changed()),
    useSessionStore.subscribe((s, before) => s.user !== before.user && changed()),
    shellEvents.on('tenantChanged', () => queueMicrotask(changed)),
  ];
  return () => stops.forEach((stop) => stop());
}
