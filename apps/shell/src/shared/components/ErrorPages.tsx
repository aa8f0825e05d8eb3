import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

function BackHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate('/home/index')}>
      {t('common.backHome')}
    </Button>
  );
}

export function Forbidden() {
  const { t } = useTranslation();
  return <Result status="403" title={t('common.errors.forbiddenTitle')} subTitle={t('common.errors.forbidden')} extra={<BackHome />} />;
}

export function NotFound() {
  const { t } = useTranslation();
  return <Result status="404" title={t('common.errors.notFoundTitle')} subTitle={t('common.errors.notFound')} extra={<BackHome />} />;
}
