import { ClockCircleOutlined, StarFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ModuleIcon } from '../../shared/module-icons/ModuleIcon.tsx';
import { openVisited, useOpenFunction } from './open-function.ts';
import { useRecentVisits } from './queries.ts';
import { useStar } from './useStar.ts';

/** Frequently used functions (starred) and recently visited ones, one click away. */
export function QuickAccess() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useOpenFunction();
  const { common } = useStar();
  const { data: recent = [] } = useRecentVisits();
  return (
    <div className="ac-quick">
      <section className="ac-quick__block" aria-label={t('appCenter.commonUse')}>
        <h3 className="ac-quick__title">
          <StarFilled className="ac-quick__icon ac-quick__icon--star" /> {t('appCenter.commonUse')}
        </h3>
        {common.length === 0 ? (
          <p className="ac-quick__empty">{t('appCenter.commonUseEmpty')}</p>
        ) : (
          <div className="ac-quick__items" data-testid="common-use">
            {common.map((r) => (
              <Tag key={r.resourceCode} className="ac-chip" onClick={() => open(r, 'common')}>
                <ModuleIcon moduleCode={r.moduleCode} size={18} />
                <span>{r.resourceName}</span>
              </Tag>
            ))}
          </div>
        )}
      </section>
      <section className="ac-quick__block" aria-label={t('appCenter.recent')}>
        <h3 className="ac-quick__title">
          <ClockCircleOutlined className="ac-quick__icon" /> {t('appCenter.recent')}
        </h3>
        {recent.length === 0 ? (
          <p className="ac-quick__empty">{t('appCenter.recentEmpty')}</p>
        ) : (
          <div className="ac-quick__items" data-testid="recent-visits">
            {recent.slice(0, 8).map((v) => (
              <Tag key={v.resourceCode} className="ac-chip" onClick={() => openVisited(navigate, v)}>
                <ModuleIcon moduleCode={v.moduleCode} size={18} />
                <span>{v.resourceName}</span>
              </Tag>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
