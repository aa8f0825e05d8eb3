import { connectSubapp } from '@portal/subapp-kit';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import './hr.css';

const root = document.getElementById('root') as HTMLElement;
connectSubapp([import.meta.env.BASE_URL]).then(
  (subapp) => subapp && createRoot(root).render(<App subapp={subapp} />),
  (error: unknown) => {
    root.textContent = error instanceof Error ? error.message : String(error);
  },
);
