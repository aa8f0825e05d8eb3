import { connectSubapp } from '@portal/subapp-kit';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import './wos.css';

// Embedded under the portal, served under its own prefix, or opened as the ticket pop-up at /WOS/….
const subapp = connectSubapp([import.meta.env.BASE_URL, '/WOS/']);
if (subapp) {
  createRoot(document.getElementById('root') as HTMLElement).render(<App subapp={subapp} />);
  subapp.shell.ready();
}
