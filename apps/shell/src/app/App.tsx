import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import { useMemo, useState } from 'react';
import { RouterProvider } from 'react-router';
import { useLanguageStore } from '../shared/i18n/index.ts';
import { createQueryClient } from '../shared/query/client.ts';
import { useSettingsStore } from '../shared/settings/store.ts';
import { NotifierBridge } from './NotifierBridge.tsx';
import type { PortalRouter } from './router.tsx';

function useTheme(): ThemeConfig {
  const color = useSettingsStore((s) => s.settings.color);
  return useMemo(
    () => ({
      token: { colorPrimary: color, colorInfo: color, borderRadius: 6 },
      components: {
        Layout: { headerHeight: 56, headerPadding: '0 16px', siderBg: '#001529', headerBg: '#ffffff' },
        Menu: { darkItemBg: '#001529', darkSubMenuItemBg: '#000c17' },
      },
    }),
    [color],
  );
}

export function PortalApp({ router }: { router: PortalRouter }) {
  const locale = useLanguageStore((s) => s.antdLocale);
  const theme = useTheme();
  const [queryClient] = useState(createQueryClient);
  return (
    <ConfigProvider locale={locale} theme={theme}>
      <AntApp>
        <NotifierBridge />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
