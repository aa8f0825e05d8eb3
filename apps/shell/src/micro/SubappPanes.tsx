import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntryFailure } from './entry-check.ts';

/** A name the company has not deployed: a clear pane, not a blank tab. */
export function NotDeployedPane({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Result
      className="portal-subapp__pane"
      status="info"
      title={t('appCenter.host.notDeployedTitle', { name })}
      subTitle={t('appCenter.host.notDeployed')}
      data-testid="subapp-not-deployed"
    />
  );
}

/** A sub-app that failed inside its tab; the rest of the portal keeps working. */
export function ErrorPane({ name, failure, onRetry }: { name: string; failure: EntryFailure; onRetry: () => void }) {
  const { t } = useTranslation();
  const detail =
    failure.kind === 'http'
      ? t('appCenter.host.failHttp', { status: failure.status })
      : failure.kind === 'network'
        ? t('appCenter.host.failNetwork', { host: failure.host })
        : failure.kind === 'timeout'
          ? t('appCenter.host.failTimeout', { seconds: failure.seconds })
          : t('appCenter.host.failRuntime', { detail: failure.detail });
  return (
    <Result
      className="portal-subapp__pane portal-subapp__error"
      status="error"
      title={t('appCenter.host.failTitle', { name })}
      subTitle={detail}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
          {t('appCenter.host.retry')}
        </Button>
      }
    />
  );
}
