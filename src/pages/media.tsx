import type { GetStaticProps, InferGetStaticPropsType } from 'next';

import { Seo } from '~/components/layout/Seo';
import { MEDIA_PAGE_SIZE } from '~/features/media/limits';
import { mediaGalleryJsonLd } from '~/features/media/media-json-ld';
import { MediaView } from '~/features/media/MediaView';
import type { MediaItemSummary } from '~/features/media/types';
import { ISR_FALLBACK_SECONDS, serialize, serverCaller } from '~/server/trpc/server-caller';

interface MediaPageProps {
  items: MediaItemSummary[];
  truncated: boolean;
}

export const getStaticProps: GetStaticProps<MediaPageProps> = async () => {
  const page = await serverCaller().media.list({ limit: MEDIA_PAGE_SIZE });
  return {
    props: { items: serialize(page.items), truncated: page.nextCursor !== null },
    revalidate: ISR_FALLBACK_SECONDS,
  };
};

export default function MediaPage({
  items,
  truncated,
}: InferGetStaticPropsType<typeof getStaticProps>) {
  const cover = items.find((item) => item.mediaType === 'image');
  return (
    <>
      <Seo
        title="Media Gallery"
        description="Photos, demo clips and recommended talks from our team's 8-week AI hackathon and other projects."
        path="/media"
        image={cover?.mediaUrl}
        imageAlt={cover?.title}
        jsonLd={mediaGalleryJsonLd(items)}
      />
      <MediaView items={items} truncated={truncated} />
    </>
  );
}
