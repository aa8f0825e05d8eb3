import { CloseCircleFilled, ReloadOutlined, WarningFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FORBIDDEN_STATUS } from './access-guard.ts';
import './route-error.css';

const Forbidden = lazy(() => import('../shared/components/ErrorPages.tsx').then((m) => ({ default: m.Forbidden })));

/** A lazy chunk that failed to download (network drop, or a new release replaced the files). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Loading chunk|preload CSS/i.test(message);
}

/**
 * Shown instead of a blank page when a route fails: a clear message and a reload button. Part of
 * the first paint on purpose (it must work when no further code can be downloaded).
 */
export function RouteError() {
  const error = useRouteError();
  // The access guard refused the page (SPEC §6): the 403 page, in the tab, not a failure.
  if (isRouteErrorResponse(error) && error.status === FORBIDDEN_STATUS) {
    return (
      <Suspense fallback={null}>
        <Forbidden />
      </Suspense>
    );
  }
  return <RouteFailure error={error} />;
}

function RouteFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  if (!chunk) console.error(error);
  return (
    <div className={`portal-route-error portal-route-error--${chunk ? 'chunk' : 'crash'}`} role="alert">
      {chunk ? <WarningFilled className="portal-route-error__icon" /> : <CloseCircleFilled className="portal-route-error__icon" />}
      <h2 className="portal-route-error__title">{t(chunk ? 'common.errors.chunkTitle' : 'common.errors.crashTitle')}</h2>
      <p className="portal-route-error__text">{t(chunk ? 'common.errors.chunk' : 'common.errors.crash')}</p>
      <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
        {t('common.reload')}
      </Button>
    </div>
  );
}
