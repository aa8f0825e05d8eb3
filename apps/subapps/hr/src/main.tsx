import { connectSubapp } from '@portal/subapp-kit';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import './hr.css';

const subapp = connectSubapp([import.meta.env.BASE_URL]);
if (subapp) {
  createRoot(document.getElementById('root') as HTMLElement).render(<App subapp={subapp} />);
  subapp.shell.ready();
}
