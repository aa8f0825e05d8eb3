import { Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SubappEntry } from '@portal/contracts';
import { SCRIPT_LOAD_TIMEOUT_MS } from '../shared/constants.ts';
import { shellEvents } from '../shared/events/shell-events.ts';
import { getToken, storedTenantId } from '../shared/session/credentials.ts';
import { useSessionStore } from '../shared/session/store.ts';
import { useTabsStore } from '../shared/tabs/tabs-store.ts';
import type { HostApi } from './engine.ts';
import { checkEntry, type EntryFailure } from './entry-check.ts';
import { entryUrl, functionPath } from './host-path.ts';
import { iframeEngine } from './iframe-engine.ts';
import { destroyIfDetached, destroyInstance, keepInstance, liveInstance } from './instances.ts';
import { ErrorPane } from './SubappPanes.tsx';

interface Props {
  entry: SubappEntry & { entry: string };
  innerPath: string;
  tabKey: string;
}

/**
 * One live sub-app instance in its tab: started once (deferred, so StrictMode's double mount
 * starts it once), kept while the tab is hidden, destroyed when the view goes. Failures show an
 * error pane with Retry inside the tab.
 */
export function LiveSubapp({ entry, innerPath, tabKey }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const container = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [ready, setReady] = useState(() => liveInstance(tabKey) !== undefined);
  const [failure, setFailure] = useState<EntryFailure | null>(null);
  const latest = useRef({ navigate, language: i18n.language, user });
  useEffect(() => {
    latest.current = { navigate, language: i18n.language, user };
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const existing = liveInstance(tabKey);
    if (existing && existing.container === element && existing.attempt === attempt) return () => destroyIfDetached(tabKey, element);
    let cancelled = false;
    const aborter = new AbortController();
    let timeout: ReturnType<typeof setTimeout> | undefined;
    // Answers of the instance may arrive while its tab is hidden (effects cleaned up): still recorded.
    const fail = (next: EntryFailure) => setFailure((current) => current ?? next);
    const url = entryUrl(entry.entry, innerPath);
    const api: HostApi = {
      setTitle: (title) => shellEvents.emit('setTabTitle', { key: tabKey, title: String(title).slice(0, 60) }),
      closeTab: () => shellEvents.emit('closeTab', { key: tabKey }),
      routeChanged: (path) => {
        if (useTabsStore.getState().activeKey !== tabKey) return;
        const target = functionPath(entry.name, String(path));
        const here = window.location.pathname + window.location.search;
        if (here.endsWith(target)) return;
        latest.current.navigate(target, { replace: true, state: { tabKey } });
      },
      navigate: (path) => latest.current.navigate(String(path)),
      reportError: (message) => fail({ kind: 'runtime', detail: String(message).slice(0, 200) }),
      ready: () => {
        clearTimeout(timeout);
        setReady(true);
      },
    };
    const start = setTimeout(() => {
      if (cancelled) return;
      destroyInstance(tabKey);
      const { user: current, language } = latest.current;
      const instance = iframeEngine.mount({
        id: tabKey,
        name: entry.name,
        url,
        container: element,
        props: {
          userCode: current?.username ?? '',
          userId: current?.id ?? '',
          token: getToken() ?? '',
          routerBase: entry.activeRule,
          tenantId: storedTenantId(),
          language,
        },
        api,
        onStartFailed: () => fail({ kind: 'start' }),
      });
      keepInstance(tabKey, { instance, container: element, attempt });
      timeout = setTimeout(() => fail({ kind: 'timeout' }), SCRIPT_LOAD_TIMEOUT_MS);
      void checkEntry(url, aborter.signal).then((found) => {
        if (found) fail(found);
      });
    }, 0);
    return () => {
      cancelled = true;
      clearTimeout(start);
      if (!liveInstance(tabKey)) aborter.abort();
      destroyIfDetached(tabKey, element);
    };
  }, [attempt, entry, innerPath, tabKey]);

  const retry = () => {
    destroyInstance(tabKey);
    setFailure(null);
    setReady(false);
    setAttempt((n) => n + 1);
  };

  return (
    <div className="portal-subapp" data-subapp={entry.name} data-state={failure ? 'error' : ready ? 'ready' : 'loading'}>
      <div ref={container} className="portal-subapp__stage" key={attempt} hidden={failure !== null} />
      {!ready && !failure && (
        <div className="portal-subapp__loading">
          <Spin description={t('appCenter.host.loading')} />
        </div>
      )}
      {failure && <ErrorPane name={entry.name} failure={failure} onRetry={retry} />}
    </div>
  );
}
