import type { ReactElement } from 'react';
import type { Location, NavigationType, RouterState } from 'react-router';

/**
 * A kept-alive view: the page element of a tab, the location it last showed and the router's
 * state then (what its own route hooks see while it is kept).
 */
export interface CachedView {
  key: string;
  element: ReactElement;
  location: Location;
  navigationType?: NavigationType;
  routerState?: RouterState;
}

export interface ViewCache {
  views: CachedView[];
  /** Keys from least to most recently shown. */
  order: string[];
  /** Keys the last change dropped to stay within the limit. */
  dropped?: string[];
}

/** The same place: path, query, hash and state, whatever history entry it came from. */
export function sameLocation(a: Location, b: Location): boolean {
  if (a === b) return true;
  if (a.pathname !== b.pathname || a.search !== b.search || a.hash !== b.hash) return false;
  if (a.state === b.state) return true;
  try {
    return JSON.stringify(a.state) === JSON.stringify(b.state);
  } catch {
    return false;
  }
}

/**
 * Records the view shown now, making it the most recently used. A view shown again at the place it
 * already shows keeps its element, so it does not render again (a tab switch only changes which
 * view is visible); a new place within the tab (a sub-app's own route, back and forward) replaces
 * it. When more than `max` are kept, the least recently used one that `mayDrop` allows is dropped
 * (its state is lost). Views with unsaved input are refused by `mayDrop`: when every other view
 * is refused, all are kept (over the limit) and the caller asks the user. Answers the same object
 * when nothing changed.
 */
export function rememberView(cache: ViewCache, view: CachedView, max: number, mayDrop: (key: string) => boolean = () => true): ViewCache {
  const existing = cache.views.find((v) => v.key === view.key);
  const newest = cache.order.at(-1) === view.key;
  const unchanged = existing !== undefined && sameLocation(existing.location, view.location);
  if (unchanged && newest) return cache;
  let views = existing ? (unchanged ? cache.views : cache.views.map((v) => (v.key === view.key ? view : v))) : [...cache.views, view];
  let order = [...cache.order.filter((k) => k !== view.key), view.key];
  const dropped: string[] = [];
  while (views.length > max) {
    const oldest = order.find((key) => key !== view.key && mayDrop(key));
    if (oldest === undefined) break;
    dropped.push(oldest);
    order = order.filter((key) => key !== oldest);
    views = views.filter((v) => v.key !== oldest);
  }
  return dropped.length > 0 ? { views, order, dropped } : { views, order };
}

export function forgetView(cache: ViewCache, key: string): ViewCache {
  if (!cache.views.some((v) => v.key === key)) return cache;
  return { views: cache.views.filter((v) => v.key !== key), order: cache.order.filter((k) => k !== key) };
}
