import { Container } from '~/components/ui/Container';
import { PageHeader } from '~/components/ui/PageHeader';

import { MediaGallery } from './MediaGallery';
import type { MediaItemSummary } from './types';
import { ShareYourContent } from './ShareYourContent';

/** /media: the gallery with its filter, then the call to share content. */
export function MediaView({
  items,
  truncated,
}: {
  items: readonly MediaItemSummary[];
  /** The items are the newest part of a longer list. */
  truncated: boolean;
}) {
  return (
    <Container className="flex flex-col gap-12 py-12 sm:py-16">
      <PageHeader
        eyebrow="Behind the Scenes"
        title="Media Gallery"
        description="Photos, demo clips and the talks we learned from, newest first."
      />
      <MediaGallery items={items} />
      {truncated && (
        <p className="text-center text-sm text-slate-600 dark:text-slate-400">
          Showing the {items.length} newest items.
        </p>
      )}
      <ShareYourContent />
    </Container>
  );
}
