import { useState } from 'react';

import { Button } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { ImageIcon } from '~/components/ui/icons';

import { MediaCard } from './MediaCard';
import {
  emptyMediaTitle,
  filterMedia,
  MEDIA_FILTERS,
  mediaFilterLabel,
  type MediaFilter,
} from './media-filter';
import type { MediaItemSummary } from './types';

/** The media grid with its type filter, which lives on this page only (spec §4). */
export function MediaGallery({ items }: { items: readonly MediaItemSummary[] }) {
  const [filter, setFilter] = useState<MediaFilter>('all');
  const shown = filterMedia(items, filter);
  return (
    <div className="flex flex-col gap-8">
      <div role="group" aria-label="Filter media by type" className="flex flex-wrap gap-2">
        {MEDIA_FILTERS.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={option === filter ? 'primary' : 'outline'}
            aria-pressed={option === filter}
            onClick={() => setFilter(option)}
            className="capitalize"
          >
            {mediaFilterLabel(option)}
          </Button>
        ))}
      </div>
      <p role="status" className="sr-only">
        {shown.length === 1 ? '1 item' : `${shown.length} items`}
      </p>
      {shown.length === 0 ? (
        <EmptyState
          icon={<ImageIcon />}
          title={emptyMediaTitle(filter)}
          description="Photos and videos from our work will appear here."
        />
      ) : (
        <ul aria-label="Media items" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((item) => (
            <MediaCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}
