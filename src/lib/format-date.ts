/*
 * Dates shown on the site. Always formatted in UTC with a fixed locale, so the server's HTML
 * and the browser's hydration produce the same text whatever their time zones.
 */

type DateInput = Date | string | number;

const longFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

const shortFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid date: ${String(value)}`);
  return date;
}

/** 'January 5, 2026' — the spec's long US format. */
export function formatLongDate(value: DateInput): string {
  return longFormat.format(toDate(value));
}

/** 'Jan 5, 2026' — for compact cards. */
export function formatShortDate(value: DateInput): string {
  return shortFormat.format(toDate(value));
}

/** '2026-01-05' — for `<time dateTime>`. */
export function toIsoDate(value: DateInput): string {
  return toDate(value).toISOString().slice(0, 10);
}

/**
 * A series' date range: 'Jan 5, 2026 – Mar 2, 2026', 'From Jan 5, 2026', 'Until Mar 2, 2026',
 * or null when neither end is set.
 */
export function formatDateRange(
  start: DateInput | null | undefined,
  end: DateInput | null | undefined,
): string | null {
  if (start != null && end != null) return `${formatShortDate(start)} – ${formatShortDate(end)}`;
  if (start != null) return `From ${formatShortDate(start)}`;
  if (end != null) return `Until ${formatShortDate(end)}`;
  return null;
}
