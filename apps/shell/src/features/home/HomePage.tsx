import { SettingOutlined } from '@ant-design/icons';
import { Empty, Skeleton } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_WIDGETS, type HomeWidget } from '@portal/contracts';
import { useFeatureSlots } from '../../shared/slots/slots.tsx';
import { useRaiseHomeFlag } from '../../shared/tabs/home-flag.ts';
import { useHomeLayout } from './api.ts';
import { Greeting } from './Greeting.tsx';
import { CanteenToday } from './widgets/CanteenToday.tsx';
import { DashboardTiles } from './widgets/DashboardTiles.tsx';
import { GuideBoard } from './widgets/GuideBoard.tsx';
import './home.css';

// Widgets built on heavier controls (tabs, tags, a segmented switch) load beside their data,
// after the first paint, instead of in the home page's first wave.
// One import for both: one request after the first paint, not one per widget.
const laterWidgets = () => import('./widgets/later.ts');
const AppShortcuts = lazy(() => laterWidgets().then((m) => ({ default: m.AppShortcuts })));
const NewsBoard = lazy(() => laterWidgets().then((m) => ({ default: m.NewsBoard })));
const later = (widget: ReactNode) => <Suspense fallback={<Skeleton active />}>{widget}</Suspense>;

const WIDGETS: Record<HomeWidget, () => ReactNode> = {
  dashboard: () => <DashboardTiles />,
  apps: () => later(<AppShortcuts />),
  news: () => later(<NewsBoard />),
  guides: () => <GuideBoard />,
  canteen: () => <CanteenToday />,
};

/**
 * /home/index: greeting, the user's widgets in their order, and what other features put on the
 * home page (find colleague beside the greeting, the floating tools over the page).
 */
export default function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useRaiseHomeFlag();
  const { data: layout } = useHomeLayout();
  const { homeWidgets } = useFeatureSlots();
  const widgets = layout?.widgets ?? (layout === undefined ? [] : [...HOME_WIDGETS]);
  return (
    <div className="home" data-testid="home-page">
      <header className="home-hero">
        <Greeting />
        <div className="home-hero__actions">
          {homeWidgets.map(({ id, place, component: Widget }) => place === 'hero' && <Widget key={id} />)}
          <button type="button" className="home-hero__customize" onClick={() => navigate('/user-center/custom')}>
            <SettingOutlined /> {t('home.customize')}
          </button>
        </div>
      </header>
      {layout && widgets.length === 0 && <Empty className="home-empty" description={t('home.empty')} />}
      <div className="home-grid">
        {widgets.map((widget) => (
          <div key={widget} className={`home-grid__cell home-grid__cell--${widget}`} data-widget={widget}>
            {WIDGETS[widget]()}
          </div>
        ))}
      </div>
      {homeWidgets.map(({ id, place, component: Widget }) => place === 'overlay' && <Widget key={id} />)}
    </div>
  );
}
