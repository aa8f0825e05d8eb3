import type { ReactElement } from 'react';
import type { Location } from 'react-router';

/** A kept-alive view: the page element of a tab and the location it last showed. */
export interface CachedView {
  key: string;
  element: ReactElement;
  location: Location;
}

export interface ViewCache {
  views: CachedView[];
  /** Keys from least to most recently shown. */
  order: string[];
  /** Keys the last change dropped to stay within the limit. */
  dropped?: string[];
}

/**
 * Records the view shown now (its element and location), making it the most recently used; when
 * more than `max` are kept, the least recently used one that `mayDrop` allows is dropped (its
 * state is lost). Views with unsaved input are refused by `mayDrop`: when every other view is
 * refused, all are kept (over the limit) and the caller asks the user. Answers the same object
 * when nothing changed.
 */
export function rememberView(cache: ViewCache, view: CachedView, max: number, mayDrop: (key: string) => boolean = () => true): ViewCache {
  const existing = cache.views.find((v) => v.key === view.key);
  const newest = cache.order.at(-1) === view.key;
  if (existing && existing.element === view.element && existing.location === view.location && newest) return cache;
  let views = existing ? cache.views.map((v) => (v.key === view.key ? view : v)) : [...cache.views, view];
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
