import { lazy } from 'react';
import { OptionalPart } from '../../shared/components/QuietBoundary.tsx';

// The floating buttons come after the home page's first paint, in the file of what it shows
// later (vite.config.ts FIRST_PAGE_LATER): the greeting does not wait for their code.
const FloatingTools = lazy(() => import('./FloatingTools.tsx').then((m) => ({ default: m.FloatingTools })));

/** The home page's floating help and assistant; when their code cannot be fetched, the page stays without them. */
export function FloatingToolsSlot() {
  return (
    <OptionalPart>
      <FloatingTools />
    </OptionalPart>
  );
}
