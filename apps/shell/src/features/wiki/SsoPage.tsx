import { ExportOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../../shared/routing/route-types.ts';
import { openExternal } from '../../shared/routing/open-entry.ts';

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
  const started = useRef(false);
  const name = route?.titleKey ? String(t(route.titleKey)) : '';

  const open = useCallback(async () => {
    if (!route?.resolveUrl) return;
    setPhase('opening');
    try {
      openExternal(await route.resolveUrl());
      setPhase('opened');
    } catch {
      setPhase('failed');
    }
  }, [route]);

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
      subTitle={phase === 'opened' ? t('wiki.openedHint') : undefined}
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
