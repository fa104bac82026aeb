/**
 * Wall-clock times in a named time zone (IANA, e.g. 'Europe/Berlin') and the instants they name,
 * with the platform's Intl data: no time-zone library in the bundle.
 */

const HALF_DAY_MS = 12 * 60 * 60 * 1000;

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which `timeZone`'s clock shows `date` ('2026-12-07') and `time` ('09:00'); null
 * when either is not a valid date or time. A time skipped by a clock change resolves to the
 * instant an hour later on the wall clock; a repeated one to its first occurrence.
 */
export function instantOf(date: string, time: string, timeZone: string): Date | null {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dateMatch || !timeMatch) return null;
  const [, year, month, day] = dateMatch.map(Number) as [number, number, number, number];
  const [, hour, minute] = timeMatch.map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23) return null;
  // The zone's offsets half a day either side cover any one clock change: each gives a candidate,
  // kept if the clock really shows the wall time then.
  const before = wall - offsetAt(wall - HALF_DAY_MS, timeZone);
  const after = wall - offsetAt(wall + HALF_DAY_MS, timeZone);
  const shows = (instant: number) => offsetAt(instant, timeZone) === wall - instant;
  const matching = [before, after].filter(shows);
  return new Date(matching.length > 0 ? Math.min(...matching) : before);
}

/** The date ('2026-12-07') and time ('09:00') `timeZone`'s clock shows at `instant`. */
export function wallClockOf(instant: Date, timeZone: string): { date: string; time: string } {
  const shifted = new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone));
  const iso = shifted.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The browser's (or server's) own time zone. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Every time zone the platform knows, the local one included even where the list lacks it. */
export function timeZones(): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  const local = localTimeZone();
  return known.includes(local) ? known : [local, ...known];
}

/** '7 Dec 2026, 09:00 (Europe/Berlin)': a scheduled time as a person reads it. */
export function formatInTimeZone(instant: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return `${text} (${timeZone})`;
}
