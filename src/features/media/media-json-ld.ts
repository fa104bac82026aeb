import { MEDIA_PATH } from '~/lib/public-paths';
import { SITE_NAME } from '~/lib/site-config';
import { absoluteUrl } from '~/lib/site-url';
import { youTubeVideoId } from '~/lib/youtube';

import type { MediaCardData } from './types';
import { youTubeWatchUrl } from './youtube-watch-url';

function mediaObject(item: MediaCardData) {
  const common = {
    name: item.title,
    description: item.description ?? item.title,
    uploadDate: item.createdAt,
    ...(item.tags.length > 0 && { keywords: item.tags.join(', ') }),
  };
  if (item.mediaType === 'image') {
    return { '@type': 'ImageObject', ...common, contentUrl: absoluteUrl(item.mediaUrl) };
  }
  const thumbnail = item.thumbnailUrl ? { thumbnailUrl: absoluteUrl(item.thumbnailUrl) } : {};
  if (item.mediaType === 'video') {
    return {
      '@type': 'VideoObject',
      ...common,
      ...thumbnail,
      contentUrl: absoluteUrl(item.mediaUrl),
    };
  }
  const videoId = youTubeVideoId(item.mediaUrl);
  return {
    '@type': 'VideoObject',
    ...common,
    ...thumbnail,
    embedUrl: item.mediaUrl,
    ...(videoId && { url: youTubeWatchUrl(videoId) }),
  };
}

/** /media: a CollectionPage whose main entity lists the items as images and videos. */
export function mediaGalleryJsonLd(items: readonly MediaCardData[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: `Media Gallery | ${SITE_NAME}`,
    url: absoluteUrl(MEDIA_PATH),
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: items.length,
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: mediaObject(item),
      })),
    },
  };
}
