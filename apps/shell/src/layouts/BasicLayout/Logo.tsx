import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SHELL_BASE } from '@portal/contracts';
import { HOME_TAB } from '../../shared/tabs/tabs-model.ts';
import { useTabsStore } from '../../shared/tabs/tabs-store.ts';

/** The product mark and name; the name hides when the sider is collapsed. */
export function Logo({ showName = true }: { showName?: boolean }) {
  const { t } = useTranslation();
  // The frame's route scope does not follow the location: on the home page already, a click
  // replaces the history entry instead of adding the same page again (as a link does).
  const onHome = useTabsStore((s) => s.activeKey === HOME_TAB.key);
  return (
    <Link to={HOME_TAB.path} replace={onHome} className="portal-logo" aria-label={t('common.productTitle')} title={t('common.productTitle')}>
      <img src={`${SHELL_BASE}/favicon.svg`} alt="" width={28} height={28} />
      {showName && <span className="portal-logo__name">{t('layout.brand')}</span>}
    </Link>
  );
}
