import { lazy, Suspense, useMemo } from 'react';

import { LoadMore } from '~/components/content/LoadMore';
import { usePagedList } from '~/components/content/use-load-more';
import { LayersIcon } from '~/components/ui/icons';
import type { ListPage } from '~/lib/fetch-public-list';

import { timelineFetcher } from './timeline-item';
import { TimelineItem } from './TimelineItem';
import type { SeriesItemData } from './types';

// Nearly every series has items: the empty state's code loads only for one that has none (its
// server-rendered text stays in place meanwhile), out of the series page's first load.
const EmptyState = lazy(() =>
  import('~/components/ui/EmptyState').then((module) => ({ default: module.EmptyState })),
);

/**
 * A series' published items in timeline order, on a vertical line; 'No items yet!' without
 * any. It starts with the page the server rendered; 'Load more' adds the next ones.
 */
export function Timeline({
  seriesSlug,
  firstPage,
}: {
  seriesSlug: string;
  firstPage: ListPage<SeriesItemData>;
}) {
  const fetchPage = useMemo(() => timelineFetcher(seriesSlug), [seriesSlug]);
  const { items, more } = usePagedList(firstPage, fetchPage);
  if (items.length === 0) {
    return (
      <Suspense fallback={null}>
        <EmptyState
          icon={<LayersIcon />}
          title="No items yet!"
          description="Updates, milestones and tutorials will appear here as the series unfolds."
          headingLevel="h3"
        />
      </Suspense>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <ol className="flex flex-col gap-8 border-l-2 border-brand-100 dark:border-brand-900">
        {items.map((item) => (
          <TimelineItem key={item.id} seriesSlug={seriesSlug} item={item} />
        ))}
      </ol>
      <LoadMore list={more} noun={{ one: 'item', many: 'items' }} />
    </div>
  );
}
