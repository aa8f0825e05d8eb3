import { SettingOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_WIDGETS, type HomeWidget } from '@portal/contracts';
import { ColleagueSearch } from '../colleagues/ColleagueSearch.tsx';
import { FloatingTools } from '../assistant/FloatingTools.tsx';
import { useHomeLayout } from './api.ts';
import { Greeting } from './Greeting.tsx';
import { useRaiseHomeFlag } from './home-flag.ts';
import { AppShortcuts } from './widgets/AppShortcuts.tsx';
import { CanteenToday } from './widgets/CanteenToday.tsx';
import { DashboardTiles } from './widgets/DashboardTiles.tsx';
import { GuideBoard } from './widgets/GuideBoard.tsx';
import { NewsBoard } from './widgets/NewsBoard.tsx';
import './home.css';

const WIDGETS: Record<HomeWidget, () => ReactNode> = {
  dashboard: () => <DashboardTiles />,
  apps: () => <AppShortcuts />,
  news: () => <NewsBoard />,
  guides: () => <GuideBoard />,
  canteen: () => <CanteenToday />,
};

/** /home/index: greeting, the user's widgets in their order, find colleague and the floating tools. */
export default function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useRaiseHomeFlag();
  const { data: layout } = useHomeLayout();
  const widgets = layout?.widgets ?? (layout === undefined ? [] : [...HOME_WIDGETS]);
  return (
    <div className="home" data-testid="home-page">
      <header className="home-hero">
        <Greeting />
        <div className="home-hero__actions">
          <ColleagueSearch />
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
      <FloatingTools />
    </div>
  );
}
