import { TagList } from '~/components/content/TagList';
import { Badge } from '~/components/ui/Badge';
import { ButtonLink } from '~/components/ui/Button';
import { Card, CardBody } from '~/components/ui/Card';
import { ContentImage } from '~/components/ui/ContentImage';
import { cx } from '~/components/ui/cx';
import { ArrowRightIcon, LayersIcon } from '~/components/ui/icons';
import { seriesPath } from '~/lib/public-paths';

import { SeriesDateRange } from './SeriesDateRange';
import { SeriesStatusBadge } from './SeriesStatusBadge';
import type { SeriesCardData } from './types';

/**
 * Where the card appears: `home` — the home page's Featured Series ('Series' badge,
 * 'View Series'); `featured` — the big cards of /series' Featured Series ('Explore Series');
 * `compact` — the /series 'All Series' grid (3 tags plus '+N', 'View Details').
 */
export type SeriesCardVariant = 'home' | 'featured' | 'compact';

const VARIANTS: Record<
  SeriesCardVariant,
  { linkLabel: string; seriesBadge: boolean; details: boolean; maxTags?: number; sizes: string }
> = {
  home: {
    linkLabel: 'View Series',
    seriesBadge: true,
    details: false,
    sizes: '(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw',
  },
  featured: {
    linkLabel: 'Explore Series',
    seriesBadge: false,
    details: true,
    sizes: '(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw',
  },
  compact: {
    linkLabel: 'View Details',
    seriesBadge: false,
    details: true,
    maxTags: 3,
    sizes: '(min-width: 1152px) 360px, (min-width: 768px) 50vw, 100vw',
  },
};

/** A series as a card: image, badges, title, short description and a link to its page. */
export function SeriesCard({
  series,
  variant = 'home',
  priority = false,
  className,
}: {
  series: SeriesCardData;
  variant?: SeriesCardVariant;
  /** Load the image eagerly: for a card at the top of the page. */
  priority?: boolean;
  className?: string;
}) {
  const { linkLabel, seriesBadge, details, maxTags, sizes } = VARIANTS[variant];
  const summary = series.shortDescription || series.description;
  return (
    <Card as="article" padded={false} interactive className={cx('flex flex-col', className)}>
      <div className="relative aspect-video bg-slate-100 dark:bg-slate-800">
        {series.imageUrl ? (
          <ContentImage
            src={series.imageUrl}
            fallbackAlt={series.title}
            fill
            sizes={sizes}
            priority={priority}
            className="object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-slate-400 dark:text-slate-500">
            <LayersIcon className="size-12" />
          </div>
        )}
      </div>
      <CardBody>
        <div className="flex flex-wrap gap-2">
          {seriesBadge && (
            <Badge tone="brand" icon={<LayersIcon />}>
              Series
            </Badge>
          )}
          <SeriesStatusBadge status={series.status} />
        </div>
        <h3
          className={cx(
            'font-semibold tracking-tight text-slate-900 dark:text-white',
            variant === 'compact' ? 'text-lg' : 'text-xl sm:text-2xl',
          )}
        >
          {series.title}
        </h3>
        <p className="line-clamp-3 text-slate-600 dark:text-slate-400">{summary}</p>
        {details && (
          <>
            <TagList tags={series.tags} max={maxTags} />
            <SeriesDateRange startDate={series.startDate} endDate={series.endDate} />
          </>
        )}
        <div className="mt-auto pt-2">
          <ButtonLink
            href={seriesPath(series.slug)}
            aria-label={`${linkLabel}: ${series.title}`}
            variant={variant === 'compact' ? 'outline' : 'primary'}
          >
            {linkLabel}
            <ArrowRightIcon className="size-4" />
          </ButtonLink>
        </div>
      </CardBody>
    </Card>
  );
}
