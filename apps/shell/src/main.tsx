import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp } from './app/App.tsx';
import { checkEntry } from './app/bootstrap.ts';
import { createPortalRouter } from './app/router.tsx';
import { connectTabs } from './app/tabs-sync.ts';
import './app/i18n/loaders.ts';
import { initI18n } from './shared/i18n/index.ts';
import './shared/styles/global.css';

if (checkEntry()) {
  await initI18n();
  const router = createPortalRouter();
  connectTabs(router);
  const root = document.getElementById('root');
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <PortalApp router={router} />
      </StrictMode>,
    );
  }
}
