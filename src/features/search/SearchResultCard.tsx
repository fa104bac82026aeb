import Link from 'next/link';

import { Badge, type BadgeTone } from '~/components/ui/Badge';
import { formatLongDate, toIsoDate } from '~/lib/format-date';

import type { SearchResultData } from './types';

const KINDS: Record<SearchResultData['kind'], { label: string; tone: BadgeTone }> = {
  post: { label: 'Blog post', tone: 'brand' },
  series: { label: 'Series', tone: 'purple' },
  seriesItem: { label: 'Series update', tone: 'blue' },
  project: { label: 'Project', tone: 'green' },
  media: { label: 'Media', tone: 'amber' },
};

/** One result: what it is, its title as the link, its team and date, and where it matched. */
export function SearchResultCard({ result }: { result: SearchResultData }) {
  const kind = KINDS[result.kind];
  return (
    <article className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        <Badge tone={kind.tone}>{kind.label}</Badge>
        <span>{result.teamName}</span>
        <time dateTime={toIsoDate(result.date)}>{formatLongDate(result.date)}</time>
      </div>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
        <Link
          href={result.url}
          className="underline-offset-4 hover:text-brand-700 hover:underline dark:hover:text-brand-300"
        >
          {result.title}
        </Link>
      </h2>
      {result.snippet.length > 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {result.snippet.map((segment, index) =>
            segment.match ? (
              <mark
                key={index}
                className="rounded-sm bg-amber-200 px-0.5 text-slate-900 dark:bg-amber-400/30 dark:text-amber-100"
              >
                {segment.text}
              </mark>
            ) : (
              <span key={index}>{segment.text}</span>
            ),
          )}
        </p>
      )}
    </article>
  );
}
