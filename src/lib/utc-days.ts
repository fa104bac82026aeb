/**
 * UTC days as "YYYY-MM-DD" text: what analytics groups by and what its reports carry. Arithmetic
 * on this text never meets a local time zone.
 */

const DAY_MS = 86_400_000;

/** The UTC day of a moment. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS));
}

/** How many days `to` is after `from` (negative when before). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Every day from `from` to `to`, both included, oldest first (none when `to` is before). */
export function dayRange(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(count, 0) }, (_, index) => addDays(from, index));
}

/** The `days` days ending with `to` (its last day included), and the as many days before them. */
export function periodEnding(
  to: string,
  days: number,
): { from: string; to: string; previous: { from: string; to: string } } {
  const from = addDays(to, -(days - 1));
  return { from, to, previous: { from: addDays(from, -days), to: addDays(from, -1) } };
}

/** Midnight UTC starting the day, as a Date (how Prisma reads and writes `date` columns). */
export function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}
