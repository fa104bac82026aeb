import { YouTubeEmbed } from '~/components/content/YouTubeEmbed';
import { Card } from '~/components/ui/Card';
import { ContentImage } from '~/components/ui/ContentImage';
import { FileTextIcon, InfoIcon } from '~/components/ui/icons';
import { VideoIcon } from '~/components/ui/media-icons';
import { seriesPath } from '~/lib/public-paths';
import { recordAttribute } from '~/lib/reader-beacon/record-attribute';
import { embedUrlVideoId } from '~/lib/youtube-player';

import { DetailCard } from './DetailCard';
import { ItemBreadcrumb } from './ItemBreadcrumb';
import { ItemSidebar } from './ItemSidebar';
import { ItemTypeBadge } from './ItemTypeBadge';
import { CreatedDateBadge, WeekBadge } from './MetaBadges';
import type { CustomLinkData, SeriesItemDetailData } from './types';

/** A series item's page body: breadcrumb, badges, title, content cards and sidebar. */
export function SeriesItemView({
  item,
  links,
}: {
  item: SeriesItemDetailData;
  links: CustomLinkData[];
}) {
  const seriesHref = seriesPath(item.series.slug);
  return (
    <div className="flex flex-col gap-8">
      <ItemBreadcrumb
        seriesHref={seriesHref}
        seriesTitle={item.series.title}
        itemTitle={item.title}
      />
      <header className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <ItemTypeBadge itemType={item.itemType} />
          {item.weekNumber !== null && <WeekBadge week={item.weekNumber} />}
          <CreatedDateBadge date={item.createdAt} />
        </div>
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
          {item.title}
        </h1>
      </header>
      <div className="grid gap-8 lg:grid-cols-3">
        <div
          {...recordAttribute('item', item.id)}
          className="flex min-w-0 flex-col gap-6 lg:col-span-2"
        >
          <DetailCard title="Summary" icon={<InfoIcon />}>
            <p className="text-lg text-slate-700 dark:text-slate-300">{item.summary}</p>
          </DetailCard>
          {item.content && (
            <DetailCard title="Details" icon={<FileTextIcon />}>
              <p className="whitespace-pre-wrap text-slate-700 dark:text-slate-300">
                {item.content}
              </p>
            </DetailCard>
          )}
          {item.youtubeVideoUrl && (
            <DetailCard title="Video" icon={<VideoIcon />}>
              <YouTubeEmbed videoId={embedUrlVideoId(item.youtubeVideoUrl)} title={item.title} />
            </DetailCard>
          )}
          {item.imageUrl && (
            <Card padded={false} className="relative aspect-video">
              <ContentImage
                src={item.imageUrl}
                fallbackAlt={item.title}
                fill
                sizes="(min-width: 1152px) 720px, (min-width: 1024px) 66vw, 100vw"
                className="object-cover"
              />
            </Card>
          )}
        </div>
        <ItemSidebar item={item} links={links} seriesHref={seriesHref} />
      </div>
    </div>
  );
}
