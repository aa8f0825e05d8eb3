import { connectSubapp } from '@portal/subapp-kit';
import { BarChart } from './bar-chart.ts';
import { ReportsApp } from './reports-app.ts';

customElements.define('bar-chart', BarChart);
customElements.define('reports-app', ReportsApp);

const subapp = connectSubapp([import.meta.env.BASE_URL]);
const app = document.querySelector('reports-app');
if (subapp && app instanceof ReportsApp) {
  app.start(subapp);
  subapp.shell.ready();
}
