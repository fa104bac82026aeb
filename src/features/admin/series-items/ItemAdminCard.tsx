import type { ReactNode } from 'react';

import { IconButton } from '~/components/admin/IconButton';
import { PencilIcon, TrashIcon } from '~/components/admin/icons';
import { EditingMarker } from '~/components/admin/presence/EditingPresence';
import { ScheduledBadge } from '~/components/admin/schedule/ScheduledBadge';
import { SendFiguresBadge } from '~/components/admin/send-figures/SendFiguresBadge';
import type { SendFigures } from '~/components/admin/send-figures/use-send-figures';
import { Badge } from '~/components/ui/Badge';
import { ButtonLink } from '~/components/ui/Button';
import { ExternalLinkIcon, GitHubIcon, FileTextIcon } from '~/components/ui/icons';
import { VideoIcon } from '~/components/ui/media-icons';
import { ItemTypeBadge } from '~/features/series/ItemTypeBadge';
import { WeekBadge } from '~/features/series/MetaBadges';
import { seriesItemPath } from '~/lib/public-paths';

import type { AdminSeriesItem } from './item-form';

/** One item of the series in the admin list, with its state badges and actions. */
export function ItemAdminCard({
  item,
  figures,
  editing,
  seriesSlug,
  controls,
  canEdit,
  onEdit,
  onDelete,
}: {
  item: AdminSeriesItem;
  /** What became of the email to the series' followers about it. */
  figures: SendFigures | null;
  /** Who else has the item open in an editor now. */
  editing: readonly string[];
  seriesSlug: string;
  /** The reorder controls (drag handle, move up/down). */
  controls: ReactNode;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    // On a phone the reorder controls and the actions share a row under the content.
    <article className="grid grid-cols-[1fr_auto] gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[auto_1fr_auto] sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="col-start-1 row-start-2 -ml-1 sm:row-start-1">{controls}</div>
      <div className="col-span-2 col-start-1 row-start-1 flex min-w-0 flex-col gap-2 sm:col-span-1 sm:col-start-2">
        <div className="flex flex-wrap items-center gap-2">
          {item.published ? (
            <Badge tone="green">Published</Badge>
          ) : (
            <Badge tone="amber">Draft</Badge>
          )}
          <ItemTypeBadge itemType={item.itemType} />
          {item.weekNumber !== null && <WeekBadge week={item.weekNumber} />}
          {(item.publishAt || item.unpublishAt || item.missedAt) && (
            <ScheduledBadge record={item} />
          )}
          <SendFiguresBadge figures={figures} />
          <EditingMarker names={editing} />
        </div>
        <h3 className="text-base font-semibold text-slate-900 dark:text-white">{item.title}</h3>
        <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{item.summary}</p>
        {(item.youtubeVideoUrl || item.githubLinks.length > 0 || item.documentLinks.length > 0) && (
          <div className="flex flex-wrap gap-2">
            {item.youtubeVideoUrl && <Badge icon={<VideoIcon />}>Video</Badge>}
            {item.githubLinks.length > 0 && (
              <Badge icon={<GitHubIcon />}>GitHub ({item.githubLinks.length})</Badge>
            )}
            {item.documentLinks.length > 0 && (
              <Badge icon={<FileTextIcon />}>Documents ({item.documentLinks.length})</Badge>
            )}
          </div>
        )}
      </div>
      <div className="col-start-2 row-start-2 flex items-start justify-end gap-1 sm:col-start-3 sm:row-start-1">
        {item.published && (
          <ButtonLink
            href={seriesItemPath(seriesSlug, item.id)}
            target="_blank"
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={`View ${item.title} on the site (opens in a new tab)`}
            title="View on the site"
          >
            <ExternalLinkIcon className="size-4" />
          </ButtonLink>
        )}
        {canEdit && (
          <>
            <IconButton label={`Edit ${item.title}`} onClick={onEdit}>
              <PencilIcon className="size-4" />
            </IconButton>
            <IconButton label={`Delete ${item.title}`} onClick={onDelete} danger>
              <TrashIcon className="size-4" />
            </IconButton>
          </>
        )}
      </div>
    </article>
  );
}
