import { ExportOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../../shared/routing/route-types.ts';
import { openExternal } from '../../shared/routing/open-entry.ts';
import { HttpError } from '../../shared/http/index.ts';

type Phase = 'opening' | 'opened' | 'failed';

/**
 * The page of a single sign-on route visited by address (e.g. /wiki-index): obtains the login
 * address and opens it in a new window; a button opens it again (a browser may block a window
 * opened without a click).
 */
export default function SsoPage() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const route = handle?.route;
  const [phase, setPhase] = useState<Phase>('opening');
  const [reason, setReason] = useState('');
  const started = useRef(false);
  const name = route?.titleKey ? String(t(route.titleKey)) : '';

  const open = useCallback(async () => {
    if (!route?.resolveUrl) return;
    setPhase('opening');
    try {
      // The page shows a failure itself, with its reason: the client keeps quiet (one failure, one notice).
      openExternal(await route.resolveUrl({ quiet: true }));
      setPhase('opened');
    } catch (error) {
      setReason(error instanceof HttpError ? `${error.message} · ${t('common.http.requestId', { id: error.requestId })}` : '');
      setPhase('failed');
    }
  }, [route, t]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void open();
  }, [open]);

  return (
    <Result
      className="portal-sso"
      status={phase === 'failed' ? 'warning' : 'info'}
      icon={phase === 'opening' ? <LoadingOutlined /> : undefined}
      title={t(phase === 'failed' ? 'wiki.failed' : phase === 'opened' ? 'wiki.opened' : 'wiki.opening', { name })}
      subTitle={phase === 'opened' ? t('wiki.openedHint') : phase === 'failed' ? reason || undefined : undefined}
      extra={
        phase !== 'opening' && (
          <Button type="primary" icon={<ExportOutlined />} onClick={() => void open()}>
            {t(phase === 'failed' ? 'common.retry' : 'wiki.openAgain', { name })}
          </Button>
        )
      }
    />
  );
}
