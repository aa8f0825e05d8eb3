import { CheckCircleOutlined, ClockCircleOutlined, FileTextOutlined, RightOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import type { DashboardKey } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDashboard } from '../api.ts';
import { LoadFailed } from '../../../shared/components/LoadFailed.tsx';

/** Where each tile leads: the matching personal-centre page. */
export const TILE_PATHS: Record<DashboardKey, string> = {
  todo: '/user-center/todouser',
  apply: '/user-center/apply',
  done: '/user-center/done',
};

const TILE_ICONS: Record<string, React.ReactNode> = {
  todo: <ClockCircleOutlined />,
  apply: <FileTextOutlined />,
  done: <CheckCircleOutlined />,
};

/** My to-dos, my applications, my done items, with live counts (SPEC §1, §3 dashboard tile). */
export function DashboardTiles() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dashboard = useDashboard();
  const { data: tiles } = dashboard;
  return (
    <section className="home-card home-tiles" aria-label={t('home.tiles.title')}>
      {!tiles && (dashboard.isError ? <LoadFailed onRetry={dashboard.refetch} /> : <Skeleton active paragraph={{ rows: 1 }} />)}
      {tiles?.map((tile) => (
        <button
          key={tile.key}
          type="button"
          className={`home-tile home-tile--${tile.iconType}`}
          data-tile={tile.key}
          onClick={() => navigate(TILE_PATHS[tile.key])}
        >
          <span className="home-tile__icon">{TILE_ICONS[tile.iconType] ?? <FileTextOutlined />}</span>
          <span className="home-tile__body">
            <span className="home-tile__title">{tile.title}</span>
            <span className="home-tile__count" data-testid={`tile-count-${tile.key}`}>
              {tile.count}
            </span>
          </span>
          <span className="home-tile__go">
            {t('home.tiles.go')} <RightOutlined />
          </span>
        </button>
      ))}
    </section>
  );
}
