import { FUNCTION_PATH_PREFIX } from '@portal/contracts';
import { lazy } from 'react';
import { OptionalPart } from '../../shared/components/QuietBoundary.tsx';
import { useTabsStore } from '../../shared/tabs/tabs-store.ts';

// Naming function tabs needs the catalogue's client code; a frame without function tabs (every
// morning's first load of the home page) does not load it.
const FunctionTabTitles = lazy(() => import('./FunctionTabTitles.tsx').then((m) => ({ default: m.FunctionTabTitles })));

/** The frame's slot for function tab titles: present while any function tab is open. */
export function FunctionTabTitlesSlot() {
  const any = useTabsStore((s) => s.tabs.some((tab) => tab.key.startsWith(FUNCTION_PATH_PREFIX)));
  if (!any) return null;
  return (
    <OptionalPart>
      <FunctionTabTitles />
    </OptionalPart>
  );
}
