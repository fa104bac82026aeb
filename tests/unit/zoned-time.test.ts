import { describe, expect, it } from 'vitest';

import { formatInTimeZone, instantOf, timeZones, wallClockOf } from '~/lib/zoned-time';

describe('instantOf', () => {
  it.each([
    ['2026-12-07', '09:00', 'Europe/Berlin', '2026-12-07T08:00:00.000Z'],
    ['2026-07-07', '09:00', 'Europe/Berlin', '2026-07-07T07:00:00.000Z'],
    ['2026-12-07', '09:00', 'America/New_York', '2026-12-07T14:00:00.000Z'],
    ['2026-12-07', '09:00', 'Asia/Kolkata', '2026-12-07T03:30:00.000Z'],
    ['2026-12-07', '00:15', 'UTC', '2026-12-07T00:15:00.000Z'],
    ['2027-01-01', '00:30', 'Pacific/Auckland', '2026-12-31T11:30:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, expected) => {
    expect(instantOf(date, time, zone)?.toISOString()).toBe(expected);
  });

  it('resolves a time skipped by the spring clock change and the first of a repeated one', () => {
    // Berlin skips 02:00–03:00 on 2027-03-28 and repeats 02:00–03:00 on 2026-10-25.
    expect(instantOf('2027-03-28', '02:30', 'Europe/Berlin')?.toISOString()).toBe(
      '2027-03-28T01:30:00.000Z',
    );
    expect(instantOf('2026-10-25', '02:30', 'Europe/Berlin')?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it.each([
    ['2026-02-30', '09:00'],
    ['2026-13-01', '09:00'],
    ['2026-12-07', '24:00'],
    ['', '09:00'],
    ['2026-12-07', '9am'],
  ])('is null for %s %s', (date, time) => {
    expect(instantOf(date, time, 'Europe/Berlin')).toBeNull();
  });

  it('round-trips with wallClockOf in every zone the platform knows', () => {
    for (const zone of timeZones()) {
      const instant = instantOf('2026-12-07', '09:45', zone)!;
      expect(wallClockOf(instant, zone)).toEqual({ date: '2026-12-07', time: '09:45' });
    }
  });
});

describe('formatInTimeZone', () => {
  it('names the zone with the time', () => {
    expect(formatInTimeZone(new Date('2026-12-07T08:00:00Z'), 'Europe/Berlin')).toBe(
      '7 Dec 2026, 09:00 (Europe/Berlin)',
    );
  });
});
