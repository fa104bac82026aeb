import Link from 'next/link';

import { listItemProps } from '~/components/content/use-load-more';
import { YouTubeEmbed } from '~/components/content/YouTubeEmbed';
import { ButtonLink } from '~/components/ui/Button';
import { Card, CardBody } from '~/components/ui/Card';
import { ContentImage } from '~/components/ui/ContentImage';
import { ArrowRightIcon } from '~/components/ui/icons';
import { seriesItemPath } from '~/lib/public-paths';
import { embedUrlVideoId } from '~/lib/youtube-player';

import { ItemLinkButtons } from './ItemLinkButtons';
import { ItemTypeBadge } from './ItemTypeBadge';
import { CreatedDateBadge, WeekBadge } from './MetaBadges';
import type { SeriesItemData } from './types';

/** One published item on a series' timeline, with everything it carries. */
export function TimelineItem({ seriesSlug, item }: { seriesSlug: string; item: SeriesItemData }) {
  const href = seriesItemPath(seriesSlug, item.id);
  return (
    <li className="relative pl-8 sm:pl-12" {...listItemProps(item.id)}>
      <span
        aria-hidden="true"
        className="absolute top-7 left-0 size-4 -translate-x-[calc(50%+1px)] rounded-full border-4 border-white bg-brand-600 ring-2 ring-brand-600 sm:size-5 dark:border-slate-950 dark:bg-brand-400 dark:ring-brand-400"
      />
      <Card as="article" padded={false}>
        <CardBody className="gap-4">
          <div className="flex flex-wrap items-center gap-2">
            {item.weekNumber !== null && <WeekBadge week={item.weekNumber} />}
            <ItemTypeBadge itemType={item.itemType} />
            <CreatedDateBadge date={item.createdAt} />
          </div>
          <h3 className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl dark:text-white">
            <Link
              href={href}
              className="hover:text-brand-700 hover:underline dark:hover:text-brand-300"
            >
              {item.title}
            </Link>
          </h3>
          <p className="text-lg text-slate-700 dark:text-slate-300">{item.summary}</p>
          {item.content && (
            <p className="whitespace-pre-wrap text-slate-600 dark:text-slate-400">{item.content}</p>
          )}
          {item.imageUrl && (
            <div className="relative aspect-video overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
              <ContentImage
                src={item.imageUrl}
                fallbackAlt={item.title}
                fill
                sizes="(min-width: 1024px) 720px, 100vw"
                className="object-cover"
              />
            </div>
          )}
          {item.youtubeVideoUrl && (
            <YouTubeEmbed videoId={embedUrlVideoId(item.youtubeVideoUrl)} title={item.title} />
          )}
          <ItemLinkButtons githubLinks={item.githubLinks} documentLinks={item.documentLinks} />
          <div>
            <ButtonLink
              href={href}
              aria-label={`View Item: ${item.title}`}
              variant="ghost"
              size="sm"
              className="-ml-3"
            >
              View Item
              <ArrowRightIcon className="size-4" />
            </ButtonLink>
          </div>
        </CardBody>
      </Card>
    </li>
  );
}
