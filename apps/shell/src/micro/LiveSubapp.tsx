import { Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SHELL_BASE, type SubappEntry } from '@portal/contracts';
import { shellEvents } from '../shared/events/shell-events.ts';
import { useTabsStore } from '../shared/tabs/tabs-store.ts';
import { useViewState } from '../shared/tabs/view-state.ts';
import { connectTimeoutMs, probeEntry, type EntryFailure } from './entry-check.ts';
import type { FrameEvents } from './frame-host.ts';
import { entryUrl, functionPath, safeInnerPath } from './host-path.ts';
import { destroyIfDetached, destroyInstance, keepInstance, liveInstance, rememberKitSystem, usesKit } from './instances.ts';
import { systemLabel } from './registry.ts';
import { ErrorPane } from './SubappPanes.tsx';
import { startSystem } from './system-instance.ts';

interface Props {
  entry: SubappEntry & { entry: string };
  innerPath: string;
  tabKey: string;
}

/** A portal path a system may open: under /pba/, no scheme or host. Answers the path inside the router's base. */
export function portalPathInside(path: string): string | null {
  if (!path.startsWith(`${SHELL_BASE}/`) || path.startsWith('//') || /[\\\s]/.test(path)) return null;
  return path.slice(SHELL_BASE.length);
}

/**
 * One live system in its tab: started once (deferred, so StrictMode's double mount starts it
 * once), kept while the tab is hidden, destroyed when the view goes. It is shown once its page
 * loaded or its kit connected (a system without the kit works too; one that connected before must
 * connect again); failures show an error pane
 * with Retry inside the tab.
 */
export function LiveSubapp({ entry, innerPath, tabKey }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [ready, setReady] = useState(() => liveInstance(tabKey) !== undefined);
  const [failure, setFailure] = useState<EntryFailure | null>(null);
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const existing = liveInstance(tabKey);
    if (existing && existing.container === element && existing.attempt === attempt) return () => destroyIfDetached(tabKey, element);
    let cancelled = false;
    const aborter = new AbortController();
    let timeout: ReturnType<typeof setTimeout> | undefined;
    // Answers of the system may arrive while its tab is hidden (effects cleaned up): still recorded.
    const fail = (next: EntryFailure) => {
      clearTimeout(timeout);
      setFailure((current) => current ?? next);
    };
    const shown = () => {
      clearTimeout(timeout);
      setReady(true);
    };
    const url = entryUrl(entry.entry, innerPath);
    const events: FrameEvents = {
      connected: () => {
        rememberKitSystem(entry.name);
        shown();
      },
      // A system that connected before must connect again; anything else is shown once loaded.
      loaded: () => {
        if (!usesKit(entry.name)) shown();
      },
      setTitle: (title) => shellEvents.emit('setTabTitle', { key: tabKey, title }),
      setDirty: (dirty) => useViewState.getState().setDirty(tabKey, dirty),
      closeTab: () => shellEvents.emit('closeTab', { key: tabKey }),
      routeChanged: (path) => {
        const inner = safeInnerPath(path);
        if (useTabsStore.getState().activeKey !== tabKey || !inner) return;
        const target = functionPath(entry.name, inner);
        const here = window.location.pathname + window.location.search;
        if (here.endsWith(target)) return;
        void latest.current(target, { replace: true, state: { tabKey } });
      },
      navigate: (path) => {
        const inside = portalPathInside(path);
        if (inside) void latest.current(inside);
        else console.warn(`${entry.name} asked to open ${path}: only portal paths under ${SHELL_BASE}/ are opened.`);
      },
      error: (message) => fail({ kind: 'runtime', detail: message }),
    };
    const start = setTimeout(() => {
      if (cancelled) return;
      destroyInstance(tabKey);
      const instance = startSystem({ name: entry.name, url, routerBase: entry.activeRule, container: element, events });
      keepInstance(tabKey, { instance, container: element, attempt });
      const limit = connectTimeoutMs();
      timeout = setTimeout(() => fail({ kind: 'timeout', seconds: Math.round(limit / 1000) }), limit);
      void probeEntry(url, aborter.signal).then((found) => {
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
      {failure && <ErrorPane name={systemLabel(entry, i18n.language)} failure={failure} onRetry={retry} />}
    </div>
  );
}
