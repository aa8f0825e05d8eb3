import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp } from './app/App.tsx';
import { checkEntry } from './app/bootstrap.ts';
import { connectNotifier } from './app/notifier.tsx';
import { connectSession } from './app/session.ts';
import { createPortalRouter } from './app/router.tsx';
import { connectTabs } from './app/tabs-sync.ts';
import './app/i18n/loaders.ts';
import { initI18n } from './shared/i18n/index.ts';
import './shared/styles/theme.css';
import './shared/styles/global.css';

// When the shell's own code starts: every library of the first wave has arrived and run. A
// performance mark for timing tools (the cold-load journey checks the user read began before it).
performance.mark('portal:shell-start');

connectSession();
connectNotifier();
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
