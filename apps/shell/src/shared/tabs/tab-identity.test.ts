import { describe, expect, it } from 'vitest';
import { tabIdentity } from './tab-identity.ts';

describe('tab identity', () => {
  it('is the path plus key and billTypeCode, ignoring other query values', () => {
    expect(tabIdentity('/app-center/main/HR/leave/apply', '?key=7&x=1&billTypeCode=LV')).toBe('/app-center/main/HR/leave/apply?key=7&billTypeCode=LV');
    expect(tabIdentity('/app-center/menus', '?resourceCode=HR')).toBe('/app-center/menus');
    expect(tabIdentity('/home/index/', '')).toBe('/home/index');
  });
});
