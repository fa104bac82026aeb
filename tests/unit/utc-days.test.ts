import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addDays, dayRange, daysBetween, periodEnding, utcDay } from '~/lib/utc-days';

// A zone far from UTC, so arithmetic in local time would give other days.
const originalTimeZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Pacific/Kiritimati';
});
afterAll(() => {
  process.env.TZ = originalTimeZone;
});

describe('UTC days', () => {
  it('takes the UTC day of a moment whatever the local zone', () => {
    expect(utcDay(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-01');
    expect(utcDay(new Date('2026-11-29T00:30:00+02:00'))).toBe('2026-11-28');
  });

  it('adds days across months, leap days and years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
  });

  it('lists every day of a range, none when it is backwards', () => {
    expect(dayRange('2026-03-30', '2026-04-02')).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
    ]);
    expect(dayRange('2026-04-02', '2026-04-01')).toEqual([]);
  });

  it('gives a period ending on a day and the as many days before it', () => {
    expect(periodEnding('2026-06-15', 7)).toEqual({
      from: '2026-06-09',
      to: '2026-06-15',
      previous: { from: '2026-06-02', to: '2026-06-08' },
    });
  });
});
