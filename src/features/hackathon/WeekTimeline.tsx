import Link from 'next/link';

import { Card } from '~/components/ui/Card';
import { cx } from '~/components/ui/cx';
import { ClockIcon } from '~/components/ui/icons';
import { ItemTypeBadge } from '~/features/series/ItemTypeBadge';
import { seriesItemPath } from '~/lib/public-paths';

import type { JourneyItem, JourneyWeek } from './journey';

/** Weeks 1–8 as a vertical timeline; a week without published items says 'Coming soon'. */
export function WeekTimeline({ seriesSlug, weeks }: { seriesSlug: string; weeks: JourneyWeek[] }) {
  return (
    <ol className="relative flex flex-col gap-8 before:absolute before:top-2 before:bottom-2 before:left-5 before:w-px before:bg-slate-200 dark:before:bg-slate-800">
      {weeks.map(({ week, items }) => {
        const shared = items.length > 0;
        return (
          <li key={week} className="relative flex gap-4 sm:gap-6">
            <span
              aria-hidden="true"
              className={cx(
                'relative z-10 flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                shared
                  ? 'bg-brand-600 text-white'
                  : 'border-2 border-dashed border-slate-300 bg-white text-slate-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-400',
              )}
            >
              {week}
            </span>
            <section
              aria-labelledby={`week-${week}`}
              className="flex min-w-0 flex-1 flex-col gap-3"
            >
              <h3
                id={`week-${week}`}
                className="pt-1.5 text-lg font-semibold text-slate-900 dark:text-white"
              >
                Week {week}
              </h3>
              {shared ? (
                <ul className="flex flex-col gap-3">
                  {items.map((item) => (
                    <li key={item.id}>
                      <WeekItemCard seriesSlug={seriesSlug} item={item} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="flex items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
                  <ClockIcon className="size-4 shrink-0" />
                  Coming soon
                </p>
              )}
            </section>
          </li>
        );
      })}
    </ol>
  );
}

function WeekItemCard({ seriesSlug, item }: { seriesSlug: string; item: JourneyItem }) {
  return (
    <Card as="article" padded={false} interactive className="relative flex flex-col gap-2 p-5">
      <div>
        <ItemTypeBadge itemType={item.itemType} />
      </div>
      <h4 className="text-base font-semibold text-slate-900 dark:text-white">
        {/* The link covers the whole card (after:inset-0), so the card is one click target. */}
        <Link
          href={seriesItemPath(seriesSlug, item.id)}
          className="rounded after:absolute after:inset-0 hover:text-brand-700 dark:hover:text-brand-300"
        >
          {item.title}
        </Link>
      </h4>
      <p className="text-sm leading-6 text-slate-600 dark:text-slate-400">{item.summary}</p>
    </Card>
  );
}
