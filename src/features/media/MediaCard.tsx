import type { ReactNode } from 'react';

import { TagList } from '~/components/content/TagList';
import { Badge, type BadgeTone } from '~/components/ui/Badge';
import { ExternalButtonLink } from '~/components/ui/Button';
import { Card, CardBody } from '~/components/ui/Card';
import { ImageIcon, VideoIcon, YouTubeIcon } from '~/components/ui/media-icons';
import { formatShortDate, toIsoDate } from '~/lib/format-date';
import { youTubeVideoId } from '~/lib/youtube';
import type { MediaTypeValue } from '~/schemas/media';

import { MediaPreview } from './MediaPreview';
import type { MediaCardData } from './types';
import { youTubeWatchUrl } from './youtube-watch-url';

/** Compact cards show this many tags, then '+N'. */
const CARD_TAGS = 3;

const typeBadges: Record<MediaTypeValue, { tone: BadgeTone; icon: ReactNode }> = {
  image: { tone: 'blue', icon: <ImageIcon /> },
  video: { tone: 'purple', icon: <VideoIcon /> },
  youtube: { tone: 'red', icon: <YouTubeIcon /> },
};

function WatchOnYouTube({ item }: { item: MediaCardData }) {
  const videoId = youTubeVideoId(item.mediaUrl);
  return (
    <ExternalButtonLink
      href={videoId ? youTubeWatchUrl(videoId) : item.mediaUrl}
      size="sm"
      className="w-fit"
    >
      <YouTubeIcon className="size-4" />
      Watch on YouTube
      <span className="sr-only">{`: ${item.title} (opens in a new tab)`}</span>
    </ExternalButtonLink>
  );
}

/** One item of the media gallery: preview, type badge, title, description, tags and date. */
export function MediaCard({ item }: { item: MediaCardData }) {
  const badge = typeBadges[item.mediaType];
  return (
    <Card as="article" padded={false} className="flex flex-1 flex-col">
      <MediaPreview item={item} />
      <CardBody>
        <div className="flex items-center justify-between gap-3">
          <Badge tone={badge.tone} icon={badge.icon} className="capitalize">
            {item.mediaType}
          </Badge>
          <time
            dateTime={toIsoDate(item.createdAt)}
            className="text-xs text-slate-600 dark:text-slate-400"
          >
            {formatShortDate(item.createdAt)}
          </time>
        </div>
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{item.title}</h2>
        {item.description && (
          <p className="text-sm text-slate-600 dark:text-slate-400">{item.description}</p>
        )}
        <TagList tags={item.tags} max={CARD_TAGS} />
        {item.mediaType === 'youtube' && (
          <div className="mt-auto pt-2">
            <WatchOnYouTube item={item} />
          </div>
        )}
      </CardBody>
    </Card>
  );
}
