import { lazy } from 'react';
import { OptionalPart } from '../../shared/components/QuietBoundary.tsx';
import { HOME_PATH_IN_SHELL } from '../../shared/tabs/home.ts';
import { useShownRoute } from '../tabs/route-scope.tsx';

// The trail's code (antd's Breadcrumb) is not part of the first paint: the home page, where every
// sign-in lands, shows no trail and does not load it.
const Breadcrumbs = lazy(() => import('./Breadcrumbs.tsx').then((m) => ({ default: m.Breadcrumbs })));

/** Where the breadcrumb trail goes: above every page but the home page. */
export function BreadcrumbSlot() {
  const { pathname } = useShownRoute().location;
  if (pathname.replace(/\/+$/, '') === HOME_PATH_IN_SHELL) return null;
  return (
    <OptionalPart>
      <Breadcrumbs />
    </OptionalPart>
  );
}
