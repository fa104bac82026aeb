import dynamic from 'next/dynamic';
import { useState } from 'react';

import { ContentRow, CoverImage } from '~/components/admin/content-list/ContentRow';
import {
  DeleteButton,
  RowButton,
  ViewOnSiteLink,
} from '~/components/admin/content-list/RowActions';
import { DeleteDialog } from '~/components/admin/DeleteDialog';
import { dragHasFiles } from '~/components/admin/forms/FileDropZone';
import { PencilIcon, PlusIcon, SearchIcon } from '~/components/admin/icons';
import { PagedList } from '~/components/admin/list/PagedList';
import { TeamListFrame } from '~/components/admin/list/TeamListFrame';
import { useTeamList } from '~/components/admin/list/use-team-list';
import { Badge, type BadgeTone } from '~/components/ui/Badge';
import { Button } from '~/components/ui/Button';
import { cx } from '~/components/ui/cx';
import { EmptyState } from '~/components/ui/EmptyState';
import { ImageIcon, VideoIcon, YouTubeIcon } from '~/components/ui/media-icons';
import { MEDIA_PATH } from '~/lib/public-paths';
import type { MediaTypeValue } from '~/schemas/media';
import { api } from '~/utils/api';

import type { AdminMedia } from './media-form';
import { MEDIA_TYPE_LABELS } from './media-labels';
import { StorageMeter } from './StorageMeter';

// The form (zod, react-hook-form, the upload fields) loads when the dialog first opens.
const MediaFormDialog = dynamic(
  () => import('./MediaFormDialog').then((module) => module.MediaFormDialog),
  { ssr: false },
);

const TYPE_OPTIONS = [
  { value: 'all', label: 'All types' },
  { value: 'image', label: 'Images' },
  { value: 'video', label: 'Videos' },
  { value: 'youtube', label: 'YouTube' },
] as const;
type TypeFilter = (typeof TYPE_OPTIONS)[number]['value'];

const TYPE_STYLE: Record<MediaTypeValue, { tone: BadgeTone; Icon: typeof ImageIcon }> = {
  image: { tone: 'blue', Icon: ImageIcon },
  video: { tone: 'purple', Icon: VideoIcon },
  youtube: { tone: 'red', Icon: YouTubeIcon },
};

type Editing =
  { mode: 'closed' } | { mode: 'create'; file?: File } | { mode: 'edit'; media: AdminMedia };

function coverOf(media: AdminMedia): string | null {
  return media.thumbnailUrl ?? (media.mediaType === 'image' ? media.mediaUrl : null);
}

/**
 * /admin/media: the current team's gallery, the last edited first. A file dropped anywhere on
 * the screen opens 'Add Media' with it uploading.
 */
export function MediaAdminScreen() {
  const list = useTeamList<TypeFilter>('all');
  const { current, teamId, canEdit } = list;
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<AdminMedia | null>(null);
  const [dragging, setDragging] = useState(false);
  const utils = api.useUtils();

  const query = api.media.adminList.useInfiniteQuery(
    {
      ...list.page,
      mediaType: list.filter === 'all' ? null : list.filter,
    },
    list.queryOptions,
  );
  const remove = api.media.delete.useMutation({
    onSuccess: () =>
      Promise.all([
        utils.media.adminList.invalidate(),
        utils.stats.team.invalidate(),
        utils.upload.storageUse.invalidate(),
      ]),
  });
  const acceptsDrops = canEdit && current.status === 'chosen' && editing.mode === 'closed';
  const openCreate = () => setEditing({ mode: 'create' });
  const addButton = (label: string) => (
    <Button onClick={openCreate}>
      <PlusIcon className="size-4" />
      {label}
    </Button>
  );

  return (
    <div
      className={cx(
        'relative rounded-xl',
        dragging && 'outline-2 outline-offset-8 outline-brand-500 outline-dashed',
      )}
      onDragOver={(event) => {
        if (!acceptsDrops || !dragHasFiles(event)) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        if (!acceptsDrops) return;
        event.preventDefault();
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (file) setEditing({ mode: 'create', file });
      }}
    >
      <TeamListFrame
        title="Media"
        description={(team) =>
          `The media gallery of ${team}.${canEdit ? ' Drop a file anywhere here to add it.' : ''}`
        }
        actions={canEdit && addButton('Add Media')}
        search={list.search}
        onSearch={list.setSearch}
        summary={current.status === 'chosen' && <StorageMeter teamId={teamId} />}
        filter={{
          label: 'Type',
          value: list.filter,
          options: TYPE_OPTIONS,
          onChange: list.setFilter,
        }}
      >
        <PagedList
          query={query}
          noun="media items"
          label="Media items"
          layout="rows"
          filtered={list.filtered}
          empty={
            <EmptyState
              icon={<ImageIcon />}
              title="No media yet"
              description="Upload an image or a video, or add a YouTube video."
              action={canEdit && addButton('Add Media')}
            />
          }
          noMatch={
            <EmptyState
              icon={<SearchIcon />}
              title="No matching media"
              description="No media item matches this search and type."
            />
          }
        >
          {(media) => {
            const { tone, Icon } = TYPE_STYLE[media.mediaType];
            const cover = coverOf(media);
            return (
              <ContentRow
                key={media.id}
                cover={cover ? <CoverImage src={cover} /> : <Icon className="size-6" />}
                title={media.title}
                updatedAt={media.updatedAt}
                badges={
                  <Badge tone={tone} icon={<Icon />}>
                    {MEDIA_TYPE_LABELS[media.mediaType]}
                  </Badge>
                }
                actions={
                  <>
                    <ViewOnSiteLink href={MEDIA_PATH} title={media.title} />
                    {canEdit && (
                      <>
                        <RowButton
                          label="Edit"
                          title={media.title}
                          icon={<PencilIcon className="size-4" />}
                          onClick={() => setEditing({ mode: 'edit', media })}
                        />
                        <DeleteButton title={media.title} onClick={() => setDeleting(media)} />
                      </>
                    )}
                  </>
                }
              />
            );
          }}
        </PagedList>
      </TeamListFrame>
      {canEdit && (
        <>
          {editing.mode !== 'closed' && (
            <MediaFormDialog
              teamId={teamId}
              media={editing.mode === 'edit' ? editing.media : null}
              initialFile={editing.mode === 'create' ? editing.file : undefined}
              onClose={() => setEditing({ mode: 'closed' })}
            />
          )}
          <DeleteDialog
            target={deleting}
            title="Delete this media item?"
            describe={(media) => (
              <>
                “{media.title}” will be deleted for good and leaves the media gallery at once. This
                cannot be undone.
              </>
            )}
            confirmLabel="Delete media"
            remove={(media) => remove.mutateAsync({ teamId: media.teamId, id: media.id })}
            succeeded="Media deleted successfully!"
            failed="Error deleting media"
            onClose={() => setDeleting(null)}
          />
        </>
      )}
    </div>
  );
}
