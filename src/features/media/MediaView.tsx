import { Container } from '~/components/ui/Container';
import { PageHeader } from '~/components/ui/PageHeader';
import type { ListPage } from '~/lib/fetch-public-list';

import { MediaGallery } from './MediaGallery';
import { ShareYourContent } from './ShareYourContent';
import type { MediaCardData } from './types';

/** /media: the gallery with its filter, then the call to share content. */
export function MediaView({ firstPage }: { firstPage: ListPage<MediaCardData> }) {
  return (
    <Container className="flex flex-col gap-12 py-12 sm:py-16">
      <PageHeader
        eyebrow="Behind the Scenes"
        title="Media Gallery"
        description="Photos, demo clips and the talks we learned from, newest first."
      />
      <MediaGallery firstPage={firstPage} />
      <ShareYourContent />
    </Container>
  );
}
