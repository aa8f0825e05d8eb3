import { describe, expect, it } from 'vitest';
import { moveWidget, withHidden } from './widget-order.ts';

describe('ordering the home widgets', () => {
  it('lists the shown widgets first, then the hidden ones', () => {
    expect(withHidden(['news', 'dashboard'])).toEqual([
      { widget: 'news', shown: true },
      { widget: 'dashboard', shown: true },
      { widget: 'apps', shown: false },
      { widget: 'guides', shown: false },
      { widget: 'canteen', shown: false },
    ]);
  });

  it('moves a widget up or down and keeps the ends in place', () => {
    expect(moveWidget(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveWidget(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveWidget(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
