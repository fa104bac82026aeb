import type { GetStaticProps, InferGetStaticPropsType } from 'next';

import { Seo } from '~/components/layout/Seo';
import { toMediaCard } from '~/features/media/media-card';
import { mediaGalleryJsonLd } from '~/features/media/media-json-ld';
import { MediaView } from '~/features/media/MediaView';
import type { MediaCardData } from '~/features/media/types';
import { LIST_PAGE_SIZE, type ListPage } from '~/lib/fetch-public-list';
import { MEDIA_PATH } from '~/lib/public-paths';
import { ISR_FALLBACK_SECONDS, serializePage, serverCaller } from '~/server/trpc/server-caller';

interface MediaPageProps {
  /** The newest page of media; the gallery loads more itself. */
  media: ListPage<MediaCardData>;
}

export const getStaticProps: GetStaticProps<MediaPageProps> = async () => {
  const page = await serverCaller().media.list({ limit: LIST_PAGE_SIZE });
  return {
    props: {
      media: serializePage(page, toMediaCard),
    },
    revalidate: ISR_FALLBACK_SECONDS,
  };
};

export default function MediaPage({ media }: InferGetStaticPropsType<typeof getStaticProps>) {
  const cover = media.items.find((item) => item.mediaType === 'image');
  return (
    <>
      <Seo
        title="Media Gallery"
        description="Photos, demo clips and recommended talks from our team's 8-week AI hackathon and other projects."
        path={MEDIA_PATH}
        image={cover?.mediaUrl}
        imageAlt={cover?.title}
        jsonLd={mediaGalleryJsonLd(media.items)}
      />
      <MediaView firstPage={media} />
    </>
  );
}
