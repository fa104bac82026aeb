import { EmptyState } from '~/components/ui/EmptyState';
import { LayersIcon } from '~/components/ui/icons';

import { TimelineItem } from './TimelineItem';
import type { SeriesItemData } from './types';

/** A series' published items in timeline order, on a vertical line; 'No items yet!' without any. */
export function Timeline({ seriesSlug, items }: { seriesSlug: string; items: SeriesItemData[] }) {
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<LayersIcon />}
        title="No items yet!"
        description="Updates, milestones and tutorials will appear here as the series unfolds."
        headingLevel="h3"
      />
    );
  }
  return (
    <ol className="flex flex-col gap-8 border-l-2 border-brand-100 dark:border-brand-900">
      {items.map((item) => (
        <TimelineItem key={item.id} seriesSlug={seriesSlug} item={item} />
      ))}
    </ol>
  );
}
