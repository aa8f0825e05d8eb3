import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { useLanguageStore } from '../shared/i18n/index.ts';
import { NotifierBridge } from './NotifierBridge.tsx';
import { createPortalRouter } from './router.tsx';

/** Primary colour of SPEC §9 defaults (green). */
const PRIMARY = '#52c41a';

export function PortalApp() {
  const locale = useLanguageStore((s) => s.antdLocale);
  const [router] = useState(createPortalRouter);
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } } }),
  );
  return (
    <ConfigProvider locale={locale} theme={{ token: { colorPrimary: PRIMARY } }}>
      <AntApp>
        <NotifierBridge />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
