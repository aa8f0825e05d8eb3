import { connectSubapp } from '@portal/subapp-kit';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import './wos.css';

// Embedded under the portal, served under its own prefix, or opened as the ticket pop-up at /WOS/….
const root = document.getElementById('root') as HTMLElement;
connectSubapp([import.meta.env.BASE_URL, '/WOS/']).then(
  (subapp) => subapp && createRoot(root).render(<App subapp={subapp} />),
  (error: unknown) => {
    root.textContent = error instanceof Error ? error.message : String(error);
  },
);
