import { describe, expect, it } from 'vitest';
import { userCenterNav } from './nav.ts';

describe('personal centre navigation', () => {
  it('has the two groups of SPEC §2, settings holding exactly its four pages', () => {
    const [office, settings] = userCenterNav();
    expect(office?.titleKey).toBe('userCenter.groups.office');
    expect(settings?.items.map((i) => i.path)).toEqual([
      '/user-center/basicsettings',
      '/user-center/securitysettings',
      '/user-center/messagesettings',
      '/user-center/custom',
    ]);
  });

  it('lists every work page once, reports through my-work, never a path with a parameter', () => {
    const office = userCenterNav()[0]?.items.map((i) => i.path) ?? [];
    expect(office).toContain('/user-center/submitted/my-work');
    expect(office).toContain('/user-center/message');
    expect(office.some((p) => p.includes(':'))).toBe(false);
    expect(office).toHaveLength(13);
  });
});
