import { cx } from '~/components/ui/cx';
import { CalendarIcon } from '~/components/ui/icons';
import { formatDateRange } from '~/lib/format-date';

/** 'Oct 5, 2026 – Nov 27, 2026' with a calendar icon; nothing when the series has no dates. */
export function SeriesDateRange({
  startDate,
  endDate,
  className,
}: {
  startDate: string | null;
  endDate: string | null;
  className?: string;
}) {
  const range = formatDateRange(startDate, endDate);
  if (!range) return null;
  return (
    <p
      className={cx(
        'flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400',
        className,
      )}
    >
      <CalendarIcon className="size-4 shrink-0" />
      <span className="sr-only">Dates: </span>
      {range}
    </p>
  );
}
