import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formatDateRange, formatLongDate, formatShortDate, toIsoDate } from '~/lib/format-date';

// A zone far from UTC, so a formatter that used local time would give other days.
const originalTimeZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = originalTimeZone;
});

describe('formatLongDate', () => {
  it('writes the long US format', () => {
    expect(formatLongDate(new Date('2026-01-05T12:00:00Z'))).toBe('January 5, 2026');
  });

  it('uses the UTC day whatever the local time zone', () => {
    // 23:30 UTC is already the next day east of Greenwich and still this day in the US.
    expect(formatLongDate('2026-03-31T23:30:00Z')).toBe('March 31, 2026');
    expect(formatLongDate('2026-04-01T00:30:00Z')).toBe('April 1, 2026');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatLongDate('2026-12-24')).toBe('December 24, 2026');
    expect(formatLongDate(Date.UTC(2025, 6, 4))).toBe('July 4, 2025');
  });

  it('rejects a value that is not a date', () => {
    expect(() => formatLongDate('next tuesday')).toThrow(RangeError);
  });
});

describe('agreement with Intl.DateTimeFormat (en-US, UTC)', () => {
  const intl = (month: 'long' | 'short') =>
    new Intl.DateTimeFormat('en-US', { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' });
  // Every month, and days at both ends of a month and of the UTC day.
  const dates = Array.from({ length: 12 }, (_, month) => [
    new Date(Date.UTC(2026, month, 1, 0, 0, 0)),
    new Date(Date.UTC(1999, month, 28, 23, 59, 59)),
  ]).flat();

  it.each(dates)('writes %s as Intl does', (date) => {
    expect(formatLongDate(date)).toBe(intl('long').format(date));
    expect(formatShortDate(date)).toBe(intl('short').format(date));
  });
});

describe('formatShortDate and toIsoDate', () => {
  it('abbreviates the month', () => {
    expect(formatShortDate('2026-09-14T08:30:00Z')).toBe('Sep 14, 2026');
  });

  it('gives the UTC calendar day for <time dateTime>', () => {
    expect(toIsoDate('2026-09-14T23:59:59Z')).toBe('2026-09-14');
  });
});

describe('formatDateRange', () => {
  it('joins both ends', () => {
    expect(formatDateRange('2026-09-14', '2026-11-06')).toBe('Sep 14, 2026 – Nov 6, 2026');
  });

  it('describes an open end', () => {
    expect(formatDateRange('2026-09-14', null)).toBe('From Sep 14, 2026');
    expect(formatDateRange(undefined, '2026-11-06')).toBe('Until Nov 6, 2026');
  });

  it('is null without dates', () => {
    expect(formatDateRange(null, null)).toBeNull();
  });
});
