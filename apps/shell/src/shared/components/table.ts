import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';

/**
 * The horizontal scroll of every list table: as wide as its columns need, scrolling sideways
 * inside its card when that is wider than the card (a phone), so the last (action) column stays
 * reachable and the page itself never scrolls sideways. Long text goes in a `portal-cell-text`
 * block, which wraps at a readable width instead of widening the table.
 */
export const TABLE_SCROLL = { x: 'max-content' } as const;

/** The cell of a column as the table would render it (its `render`, or the raw value). */
export function cellOf<T extends object>(column: TableColumnType<T>, row: T, index: number): ReactNode {
  const field = typeof column.dataIndex === 'string' ? column.dataIndex : undefined;
  const value = field ? (row as Record<string, unknown>)[field] : undefined;
  if (!column.render) return value as ReactNode;
  const out = column.render(value, row, index) as ReactNode | { children: ReactNode; props: object };
  return out !== null && typeof out === 'object' && 'children' in out && 'props' in out && !('$$typeof' in out) ? out.children : (out as ReactNode);
}
