import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** A lazy chunk that failed to download (network drop, or a new release replaced the files). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Loading chunk|preload CSS/i.test(message);
}

/** Shown instead of a blank page when a route fails: a clear message and a reload button. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  if (!chunk) console.error(error);
  return (
    <Result
      status={chunk ? 'warning' : 'error'}
      title={t(chunk ? 'common.errors.chunkTitle' : 'common.errors.crashTitle')}
      subTitle={t(chunk ? 'common.errors.chunk' : 'common.errors.crash')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      }
    />
  );
}
