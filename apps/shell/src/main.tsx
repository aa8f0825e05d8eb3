import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp } from './app/App.tsx';
import { checkEntry } from './app/bootstrap.ts';
import { initI18n } from './shared/i18n/index.ts';
import './shared/styles/global.css';

if (checkEntry()) {
  await initI18n();
  const root = document.getElementById('root');
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <PortalApp />
      </StrictMode>,
    );
  }
}
