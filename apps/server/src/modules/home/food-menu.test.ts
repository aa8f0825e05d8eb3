import { describe, expect, it } from 'vitest';
import { workWeekDates } from './food-menu.ts';

describe('the canteen’s working week', () => {
  it('is Monday to Friday of the current week on a weekday, China Standard Time', () => {
    // Wednesday 2026-11-25 01:00 in Changsha is still Tuesday evening in UTC.
    expect(workWeekDates(new Date('2026-11-24T17:00:00Z'))).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
  });

  it('is the coming week at the weekend', () => {
    expect(workWeekDates(new Date('2026-11-22T04:00:00Z'))[0]).toBe('2026-11-23');
    expect(workWeekDates(new Date('2026-11-21T04:00:00Z'))[0]).toBe('2026-11-23');
  });
});
