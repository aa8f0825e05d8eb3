import { HOME_WIDGETS, type HomeWidget } from '@portal/contracts';

/** The shown widgets in their order, then the hidden ones in the default order. */
export function withHidden(shown: readonly HomeWidget[]): { widget: HomeWidget; shown: boolean }[] {
  return [
    ...shown.map((widget) => ({ widget, shown: true })),
    ...HOME_WIDGETS.filter((w) => !shown.includes(w)).map((widget) => ({ widget, shown: false })),
  ];
}

/** Moves the item at `index` one place up (-1) or down (1); out of range changes nothing. */
export function moveWidget<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
