import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BASE_PATH } from '../../shared/constants.ts';

/** The product mark and name; the name hides when the sider is collapsed. */
export function Logo({ showName = true }: { showName?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/home/index" className="portal-logo" aria-label={t('common.productTitle')} title={t('common.productTitle')}>
      <img src={`${BASE_PATH}/favicon.svg`} alt="" width={28} height={28} />
      {showName && <span className="portal-logo__name">{t('layout.brand')}</span>}
    </Link>
  );
}
