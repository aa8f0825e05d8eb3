import { TICKET_PATHS, type TicketStats } from '@portal/contracts';
import { pickLanguage, type Subapp } from '@portal/subapp-kit';
import type { BarChart } from './bar-chart.ts';
import { MESSAGES } from './messages.ts';

/** The page's colours for the portal's `theme.mode`. */
const LOOKS = {
  light: { page: '#f5f7fa', card: '#fff', text: '#1f2329', muted: '#4e5969', track: '#f2f3f5' },
  dark: { page: '#000', card: '#141414', text: 'rgba(255,255,255,.85)', muted: 'rgba(255,255,255,.55)', track: '#303030' },
} as const;

/** `<reports-app>`: the REPORTS routes; `/tickets` shows ticket counts of the tenant. */
export class ReportsApp extends HTMLElement {
  subapp: Subapp | null = null;
  #unsubscribe: (() => void) | null = null;

  /** Starts the app for a connected sub-app: renders its route and follows route changes. */
  start(subapp: Subapp) {
    this.subapp = subapp;
    this.#unsubscribe?.();
    const stopRoute = subapp.router.subscribe(() => void this.render());
    // Language, primary colour and dark mode follow the portal, live.
    const stopProps = subapp.shell.onPropsChange(() => void this.render());
    this.#unsubscribe = () => {
      stopRoute();
      stopProps();
    };
    void this.render();
  }

  disconnectedCallback() {
    this.#unsubscribe?.();
  }

  private async render() {
    const subapp = this.subapp;
    if (!subapp) return;
    const m = MESSAGES[pickLanguage(subapp.props.language)];
    const path = subapp.router.current().split('?')[0];
    this.style.cssText = 'display:block;padding:20px 24px;background:var(--reports-page);min-height:100vh;box-sizing:border-box;font-family:system-ui,sans-serif';
    this.style.setProperty('--portal-primary', subapp.props.theme.primaryColor);
    // The portal's whole-page dark mode: the page, the cards and the text follow it, live.
    const look = LOOKS[subapp.props.theme.mode];
    for (const [name, value] of Object.entries(look)) this.style.setProperty(`--reports-${name}`, value);
    document.documentElement.style.colorScheme = subapp.props.theme.mode;
    if (path !== '/tickets') {
      this.innerHTML = '<p class="not-built" style="color:var(--reports-muted);text-align:center;margin-top:80px"></p>';
      (this.querySelector('.not-built') as HTMLElement).textContent = m.notBuilt;
      return;
    }
    subapp.shell.setTitle(m.ticketsTitle);
    this.innerHTML = `<h2 style="margin:0 0 16px;font-size:18px;color:var(--reports-text)"></h2><p class="status" style="color:var(--reports-muted)"></p>
      <div class="charts" style="display:grid;grid-template-columns:repeat(auto-fit,minmax(320px,1fr));gap:16px"></div>`;
    (this.querySelector('h2') as HTMLElement).textContent = m.ticketsTitle;
    const status = this.querySelector('.status') as HTMLElement;
    status.textContent = m.loading;
    try {
      const stats = await subapp.request<TicketStats>(TICKET_PATHS.stats);
      const total = stats.byStatus.reduce((n, s) => n + s.count, 0);
      status.textContent = m.total.replace('{n}', String(total));
      const charts = this.querySelector('.charts') as HTMLElement;
      const byCategory = document.createElement('bar-chart') as BarChart;
      byCategory.heading = m.byCategory;
      byCategory.data = stats.byCategory.map((c) => ({ label: m.categories[c.category], value: c.count }));
      const byStatus = document.createElement('bar-chart') as BarChart;
      byStatus.heading = m.byStatus;
      byStatus.data = stats.byStatus.map((s) => ({ label: m.statuses[s.status], value: s.count }));
      charts.append(byCategory, byStatus);
    } catch (error) {
      status.textContent = `${m.loadFailed}${error instanceof Error ? error.message : String(error)}`;
      const retry = document.createElement('button');
      retry.textContent = m.retry;
      retry.addEventListener('click', () => void this.render());
      status.append(' ', retry);
    }
  }
}
