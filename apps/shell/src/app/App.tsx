import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, theme, type ThemeConfig } from 'antd';
import { useMemo, useState } from 'react';
import { RouterProvider } from 'react-router';
import { FeatureSlotsProvider } from '../shared/slots/slots.tsx';
import { useLanguageStore } from '../shared/i18n/index.ts';
import { createQueryClient } from '../shared/query/client.ts';
import { pageModeOf, type NavTheme } from '../shared/settings/settings.ts';
import { useSettingsStore } from '../shared/settings/store.ts';
import { NoticesSlot } from './NoticesSlot.tsx';
import type { PortalRouter } from './router.tsx';
import { FEATURE_SLOTS } from './slots.ts';

/** The menu's dark colours: the SPEC's navy beside a light page, antd's dark surfaces in whole-page dark. */
const NAV_COLOURS = {
  light: { nav: '#001529', subMenu: '#000c17', header: '#ffffff' },
  dark: { nav: '#141414', subMenu: '#000000', header: '#141414' },
} as const;

/** antd's theme for the settings: the primary colour, and the dark algorithm in whole-page dark. */
export function themeFor(color: string, navTheme: NavTheme): ThemeConfig {
  const mode = pageModeOf(navTheme);
  const nav = NAV_COLOURS[mode];
  return {
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: { colorPrimary: color, colorInfo: color, borderRadius: 6 },
    components: {
      Layout: { headerHeight: 56, headerPadding: '0 16px', siderBg: nav.nav, headerBg: nav.header },
      Menu: { darkItemBg: nav.nav, darkSubMenuItemBg: nav.subMenu, darkPopupBg: nav.nav },
    },
  };
}

function useTheme(): ThemeConfig {
  const color = useSettingsStore((s) => s.settings.color);
  const navTheme = useSettingsStore((s) => s.settings.navTheme);
  return useMemo(() => themeFor(color, navTheme), [color, navTheme]);
}

export function PortalApp({ router }: { router: PortalRouter }) {
  const locale = useLanguageStore((s) => s.antdLocale);
  const theme = useTheme();
  const [queryClient] = useState(createQueryClient);
  return (
    <ConfigProvider locale={locale} theme={theme}>
      <QueryClientProvider client={queryClient}>
        <FeatureSlotsProvider value={FEATURE_SLOTS}>
          <RouterProvider router={router} />
        </FeatureSlotsProvider>
      </QueryClientProvider>
      <NoticesSlot />
    </ConfigProvider>
  );
}
