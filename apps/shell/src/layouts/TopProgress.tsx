import { useEffect, useRef, useState } from 'react';
import { useRouterSelector } from '../shared/routing/router-state.ts';
import './top-progress.css';

type Phase = 'idle' | 'running' | 'finishing';

/** Shown only when loading takes longer than this, so quick navigations do not flicker. */
const SHOW_AFTER_MS = 120;
const FINISH_MS = 300;

/** A thin bar at the top while a route's code or data loads (SPEC: lazy routes load on demand). */
export function TopProgress() {
  const loading = useRouterSelector((state) => state.navigation.state !== 'idle');
  const [phase, setPhase] = useState<Phase>('idle');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    window.clearTimeout(timer.current);
    if (loading) {
      timer.current = window.setTimeout(() => setPhase('running'), SHOW_AFTER_MS);
    } else {
      setPhase((current) => (current === 'running' ? 'finishing' : 'idle'));
      timer.current = window.setTimeout(() => setPhase('idle'), FINISH_MS);
    }
    return () => window.clearTimeout(timer.current);
  }, [loading]);

  if (phase === 'idle') return null;
  return (
    <div className={`portal-progress portal-progress--${phase}`} role="progressbar" aria-busy={phase === 'running'} data-testid="route-progress">
      <div className="portal-progress__bar" />
    </div>
  );
}
