import { HACKATHON_WEEKS, type JourneyWeek } from './journey';

/** How many of the 8 weeks have been shared so far, as text and a bar. */
export function JourneyProgress({ weeks }: { weeks: JourneyWeek[] }) {
  const shared = weeks.filter((week) => week.items.length > 0).length;
  return (
    <div className="flex w-full max-w-md flex-col gap-2">
      <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {shared} of {HACKATHON_WEEKS} weeks shared
      </p>
      <div aria-hidden="true" className="h-2 rounded-full bg-slate-200 dark:bg-slate-800">
        <div
          className="h-2 rounded-full bg-brand-600 dark:bg-brand-400"
          style={{ width: `${(shared / HACKATHON_WEEKS) * 100}%` }}
        />
      </div>
    </div>
  );
}
