import type { RouteHandle, TitleKey } from './route-types.ts';

/** One step of the breadcrumb trail from the route table. */
export interface RouteCrumb {
  titleKey: TitleKey;
  /** Where the step leads: set for ancestors that are pages (or lead to one), never for the current page. */
  path?: string;
}

/**
 * The breadcrumb trail of a page, from its matched routes (outermost first): each titled route
 * is a step, the last one named as its tab is; ancestors with a page of their own (or a redirect
 * to one) are links. Error pages have no trail; a step with the same title as the one before it
 * (the personal centre's 首页 tab inside 个人中心) is not repeated.
 */
export function routeCrumbs(handles: readonly (RouteHandle | undefined)[]): RouteCrumb[] {
  const titled = handles.filter((handle): handle is RouteHandle => Boolean(handle?.route.titleKey));
  if (titled.some((handle) => handle.route.errorPage)) return [];
  const crumbs: RouteCrumb[] = [];
  titled.forEach(({ route, fullPath }, index) => {
    const last = index === titled.length - 1;
    const titleKey = (last ? (route.tabTitleKey ?? route.titleKey) : route.titleKey) as TitleKey;
    const page = Boolean(route.lazy || route.redirect || route.menuType === 'item-list');
    if (crumbs.at(-1)?.titleKey === titleKey) {
      if (last) delete crumbs[crumbs.length - 1]?.path;
      return;
    }
    crumbs.push({ titleKey, ...(page && !last ? { path: fullPath } : {}) });
  });
  return crumbs;
}
