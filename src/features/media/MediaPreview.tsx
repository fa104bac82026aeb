import { ContentImage } from '~/components/ui/ContentImage';
import { PlayIcon } from '~/components/ui/icons';
import { youTubeThumbnailUrl, youTubeVideoId } from '~/lib/youtube';

import type { MediaCardData } from './types';

const CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';
const frame = 'relative aspect-video overflow-hidden bg-slate-100 dark:bg-slate-800';

/**
 * The visual part of a media card: an image inline, a video file with controls and its poster,
 * or a YouTube video's thumbnail (the card links to YouTube).
 */
export function MediaPreview({ item }: { item: MediaCardData }) {
  if (item.mediaType === 'video') {
    return (
      <video
        src={item.mediaUrl}
        poster={item.thumbnailUrl ?? undefined}
        controls
        // With a poster nothing needs loading until the visitor presses play.
        preload={item.thumbnailUrl ? 'none' : 'metadata'}
        aria-label={item.title}
        className="aspect-video w-full bg-slate-950"
      />
    );
  }
  if (item.mediaType === 'youtube') {
    const videoId = youTubeVideoId(item.mediaUrl);
    const thumbnail = item.thumbnailUrl ?? (videoId && youTubeThumbnailUrl(videoId));
    return (
      <div className={frame}>
        {thumbnail && (
          <ContentImage
            src={thumbnail}
            fallbackAlt={item.title}
            fill
            sizes={CARD_SIZES}
            className="object-cover"
          />
        )}
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-red-600/90 text-white shadow-lg">
            <PlayIcon className="size-6 translate-x-0.5 fill-current" />
          </span>
        </span>
      </div>
    );
  }
  return (
    <div className={frame}>
      <ContentImage
        src={item.mediaUrl}
        fallbackAlt={item.title}
        fill
        sizes={CARD_SIZES}
        className="object-cover"
      />
    </div>
  );
}
