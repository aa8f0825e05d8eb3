import { lazy, Suspense, useEffect, useState } from 'react';
import { QuietBoundary } from '../shared/components/QuietBoundary.tsx';
import { noticesUnavailable, useNoticesWanted, wantNotices } from '../shared/feedback/feedback.ts';

/** A new lazy component per try: React keeps a failed import's error for the component it belongs to. */
const loadHost = () => lazy(() => import('../shared/feedback/NoticesHost.tsx'));

/** How long after the frame's first render the notices' code is fetched unasked. */
const FETCH_AFTER_MS = 1000;

/**
 * Mounts antd's App for the notices once they are wanted: at the first notice, or a moment after
 * the first paint, so the first wave does not carry their code and the first notice rarely waits.
 * When their code cannot be fetched, the notices asked for wait and the next notice tries again.
 */
export function NoticesSlot() {
  const wanted = useNoticesWanted((s) => s.wanted);
  const [attempt, setAttempt] = useState(() => ({ Host: loadHost(), n: 0 }));
  useEffect(() => {
    const timer = window.setTimeout(wantNotices, FETCH_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!wanted) return null;
  const { Host, n } = attempt;
  return (
    <QuietBoundary
      key={n}
      onError={(error) => {
        console.error('notices unavailable', error);
        noticesUnavailable();
        setAttempt({ Host: loadHost(), n: n + 1 });
      }}
    >
      <Suspense fallback={null}>
        <Host />
      </Suspense>
    </QuietBoundary>
  );
}
