import { connectSubapp } from '@portal/subapp-kit';
import { BarChart } from './bar-chart.ts';
import { ReportsApp } from './reports-app.ts';

customElements.define('bar-chart', BarChart);
customElements.define('reports-app', ReportsApp);

const app = document.querySelector('reports-app');
connectSubapp([import.meta.env.BASE_URL]).then(
  (subapp) => {
    if (subapp && app instanceof ReportsApp) app.start(subapp);
  },
  (error: unknown) => {
    if (app) app.textContent = error instanceof Error ? error.message : String(error);
  },
);
