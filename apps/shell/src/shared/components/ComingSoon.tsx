import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../routing/route-types.ts';

/** An honest placeholder for a page that is not built yet: it names the page and shows no data. */
export default function ComingSoon() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const name = handle?.route.titleKey ? String(t(handle.route.titleKey)) : '';
  return <Result status="info" title={t('common.comingSoon.title')} subTitle={t('common.comingSoon.description', { name })} />;
}
