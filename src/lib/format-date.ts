/*
 * Dates shown on the site. Always formatted in UTC with a fixed locale, so the server's HTML
 * and the browser's hydration produce the same text whatever their time zones.
 */

type DateInput = Date | string | number;

/*
 * Written out rather than through Intl.DateTimeFormat: the browser's first DateTimeFormat loads
 * its locale data, a 25–80 ms task on this site's pages before hydration (about 300 ms at
 * Lighthouse's mobile CPU). The unit tests hold these names to Intl's en-US output.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid date: ${String(value)}`);
  return date;
}

/** 'January 5, 2026' — the long US format. */
export function formatLongDate(value: DateInput): string {
  const date = toDate(value);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** 'Jan 5, 2026' — for compact cards. */
export function formatShortDate(value: DateInput): string {
  const date = toDate(value);
  return `${MONTHS[date.getUTCMonth()]!.slice(0, 3)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
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
