import { PencilIcon, TrashIcon } from '~/components/admin/icons';
import { TagList } from '~/components/content/TagList';
import { Badge } from '~/components/ui/Badge';
import { Button, ButtonLink } from '~/components/ui/Button';
import { Card } from '~/components/ui/Card';
import { ActivityIcon, ExternalLinkIcon, LayersIcon } from '~/components/ui/icons';
import { FeaturedBadge } from '~/features/series/MetaBadges';
import { SeriesDateRange } from '~/features/series/SeriesDateRange';
import { SeriesStatusBadge } from '~/features/series/SeriesStatusBadge';
import { adminSeriesAnalyticsPath, adminSeriesItemsPath } from '~/lib/admin-paths';
import { countLabel } from '~/lib/count-label';
import { toIsoDate } from '~/lib/format-date';
import { seriesPath } from '~/lib/public-paths';

import type { AdminSeries } from './series-form';

/** One series in the admin list: its badges and summary, and what can be done with it. */
export function SeriesAdminCard({
  series,
  canEdit,
  onEdit,
  onDelete,
}: {
  series: AdminSeries;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card as="li" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        {series.featured ? <FeaturedBadge /> : <Badge>Standard</Badge>}
        <SeriesStatusBadge status={series.status} />
        <span className="ml-auto text-sm text-slate-600 dark:text-slate-400">
          {countLabel(series._count.items, 'item')}
        </span>
      </div>
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{series.title}</h2>
        <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-400">
          {series.shortDescription ?? series.description}
        </p>
      </div>
      <TagList tags={series.tags} max={5} />
      <SeriesDateRange
        startDate={series.startDate && toIsoDate(series.startDate)}
        endDate={series.endDate && toIsoDate(series.endDate)}
      />
      <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
        <ButtonLink
          href={seriesPath(series.slug)}
          target="_blank"
          variant="outline"
          size="sm"
          aria-label={`Preview ${series.title} (opens in a new tab)`}
        >
          <ExternalLinkIcon className="size-4" />
          Preview
        </ButtonLink>
        <ButtonLink
          href={adminSeriesItemsPath(series.slug)}
          size="sm"
          aria-label={`Manage Content of ${series.title}`}
        >
          <LayersIcon className="size-4" />
          Manage Content
        </ButtonLink>
        <ButtonLink
          href={adminSeriesAnalyticsPath(series.slug)}
          variant="outline"
          size="sm"
          aria-label={`Readers of ${series.title}`}
        >
          <ActivityIcon className="size-4" />
          Readers
        </ButtonLink>
        {canEdit && (
          <>
            <Button
              variant="outline"
              size="sm"
              onClick={onEdit}
              aria-label={`Edit Details of ${series.title}`}
            >
              <PencilIcon className="size-4" />
              Edit Details
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={onDelete}
              aria-label={`Delete ${series.title}`}
              className="text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-400 dark:hover:bg-red-950"
            >
              <TrashIcon className="size-4" />
              Delete
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
