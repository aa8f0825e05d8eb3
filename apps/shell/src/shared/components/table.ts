/**
 * The horizontal scroll of every list table: as wide as its columns need, scrolling sideways
 * inside its card when that is wider than the card (a phone), so the last (action) column stays
 * reachable and the page itself never scrolls sideways. Long text goes in a `portal-cell-text`
 * block, which wraps at a readable width instead of widening the table.
 */
export const TABLE_SCROLL = { x: 'max-content' } as const;
