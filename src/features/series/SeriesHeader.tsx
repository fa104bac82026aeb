import Link from 'next/link';

import { CustomLinkList } from '~/components/content/CustomLinkList';
import { TagList } from '~/components/content/TagList';
import { ContentImage } from '~/components/ui/ContentImage';
import { ArrowLeftIcon } from '~/components/ui/icons';
import { SERIES_PATH } from '~/lib/public-paths';

import { FeaturedBadge, TeamBadge } from './MetaBadges';
import { SeriesDateRange } from './SeriesDateRange';
import { SeriesStatusBadge } from './SeriesStatusBadge';
import type { CustomLinkData, SeriesData } from './types';

/** The top of a series page: badges, title, description, tags, dates, links and cover image. */
export function SeriesHeader({ series, links }: { series: SeriesData; links: CustomLinkData[] }) {
  return (
    <header className="grid gap-8 lg:grid-cols-2 lg:items-start">
      <div className="flex flex-col gap-5">
        <Link
          href={SERIES_PATH}
          className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          <ArrowLeftIcon className="size-4" />
          All Series
        </Link>
        <div className="flex flex-wrap gap-2">
          <SeriesStatusBadge status={series.status} />
          {series.featured && <FeaturedBadge />}
          {series.team && <TeamBadge name={series.team.name} />}
        </div>
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl lg:text-5xl dark:text-white">
          {series.title}
        </h1>
        <p className="text-lg whitespace-pre-line text-slate-600 dark:text-slate-400">
          {series.description}
        </p>
        <TagList tags={series.tags} />
        <SeriesDateRange startDate={series.startDate} endDate={series.endDate} />
        <CustomLinkList links={links} />
      </div>
      {series.imageUrl && (
        <div className="relative aspect-video overflow-hidden rounded-xl bg-slate-100 shadow-sm dark:bg-slate-800">
          <ContentImage
            src={series.imageUrl}
            fallbackAlt={series.title}
            fill
            priority
            sizes="(min-width: 1152px) 544px, (min-width: 1024px) 50vw, 100vw"
            className="object-cover"
          />
        </div>
      )}
    </header>
  );
}
