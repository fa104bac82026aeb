import { formatLongDate, toIsoDate } from '~/lib/format-date';

/** A post's date in the long US format ('January 5, 2026'), machine-readable too. */
export function PostDate({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={toIsoDate(date)} className={className}>
      {formatLongDate(date)}
    </time>
  );
}
