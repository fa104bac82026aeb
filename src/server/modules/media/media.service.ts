import { toYouTubeEmbedUrl, youTubeThumbnailUrl } from '~/lib/youtube';
import type {
  AdminListMediaInput,
  CreateMediaInput,
  ListMediaInput,
  MediaIdInput,
  UpdateMediaInput,
} from '~/schemas/media';
import type { SystemContentListInput } from '~/schemas/system-content';
import { publicPaths, revalidatePaths } from '~/server/cache/revalidate';
import type { Tx } from '~/server/db';
import { badRequest } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';
import { recentlyUpdatedFirst, titleContains } from '~/server/lists/admin-list';
import { crossTeamPageArgs, teamOfContent } from '~/server/lists/cross-team';
import { pageArgs, toPage } from '~/server/lists/pagination';
import {
  auditedCreate,
  auditedUpdate,
  auditedDelete,
  type AuditedEntity,
} from '~/server/records/audit';
import type { ServiceContext } from '~/server/service-context';
import { releaseDroppedUploads } from '~/server/storage/file-references';

const mediaSelect = {
  id: true,
  teamId: true,
  title: true,
  description: true,
  mediaType: true,
  mediaUrl: true,
  thumbnailUrl: true,
  tags: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.MediaItemSelect;

type MediaRow = Prisma.MediaItemGetPayload<{ select: typeof mediaSelect }>;

const auditedMedia: AuditedEntity<MediaRow> = {
  type: 'media',
  fields: ['title', 'description', 'mediaType', 'mediaUrl', 'thumbnailUrl', 'tags'],
  label: (media) => media.title,
  teamId: (media) => media.teamId,
};

const newestFirst = [
  { createdAt: 'desc' },
  { id: 'desc' },
] satisfies Prisma.MediaItemOrderByWithRelationInput[];

/** YouTube links are stored in the embed form, with the video's thumbnail. */
function toMediaData(fields: CreateMediaInput) {
  if (fields.mediaType !== 'youtube') return fields;
  const link = toYouTubeEmbedUrl(fields.mediaUrl);
  if (!link.ok) throw badRequest(link.message, { field: 'mediaUrl' });
  return { ...fields, mediaUrl: link.embedUrl, thumbnailUrl: youTubeThumbnailUrl(link.videoId) };
}

const ofType = (mediaType: ListMediaInput['mediaType']) => (mediaType ? { mediaType } : {});

/** Public gallery: newest first, optionally one type. */
export async function listMedia(ctx: ServiceContext, { mediaType, ...page }: ListMediaInput) {
  const rows = await ctx.db.mediaItem.findMany({
    where: ofType(mediaType),
    orderBy: newestFirst,
    ...pageArgs(page),
    select: mediaSelect,
  });
  return toPage(rows, page.limit);
}

/** Admin list of one team's media, the most recently edited first, by title and type. */
export async function adminListMedia(
  ctx: ServiceContext,
  { teamId, search, mediaType, ...page }: AdminListMediaInput & { teamId: string },
) {
  const rows = await ctx.db.mediaItem.findMany({
    where: { teamId, ...titleContains(search), ...ofType(mediaType) },
    orderBy: recentlyUpdatedFirst(),
    ...pageArgs(page),
    select: mediaSelect,
  });
  return toPage(rows, page.limit);
}

/** Every team's media for the system admin, newest first. */
export async function systemListMedia(ctx: ServiceContext, input: SystemContentListInput) {
  const rows = await ctx.db.mediaItem.findMany({
    ...crossTeamPageArgs(input),
    select: { ...mediaSelect, team: teamOfContent },
  });
  return toPage(rows, input.limit);
}

/** Writes a media item in `tx`: every new item, typed or imported, is written here. */
export function insertMedia(tx: Tx, data: Prisma.MediaItemUncheckedCreateInput) {
  return tx.mediaItem.create({ data, select: mediaSelect });
}

export async function createMedia(
  ctx: ServiceContext,
  { teamId, actorId, ...fields }: CreateMediaInput & { teamId: string; actorId: string },
) {
  const data = { ...toMediaData(fields), teamId };
  const media = await auditedCreate(ctx.db, auditedMedia, actorId, (tx) => insertMedia(tx, data));
  await revalidatePaths(ctx, publicPaths.media());
  return media;
}

export async function updateMedia(
  ctx: ServiceContext,
  { teamId, actorId, id, ...fields }: UpdateMediaInput & { teamId: string; actorId: string },
) {
  const data = toMediaData(fields);
  const { before, after } = await auditedUpdate(
    ctx.db,
    auditedMedia,
    { action: 'update', actorId, notFoundLabel: 'Media item' },
    (tx) => tx.mediaItem.findFirst({ where: { id, teamId }, select: mediaSelect }),
    (tx) => tx.mediaItem.update({ where: { id, teamId }, data, select: mediaSelect }),
  );
  await revalidatePaths(ctx, publicPaths.media());
  await releaseDroppedUploads(ctx.db, before, after);
  return after;
}

export async function deleteMedia(
  ctx: ServiceContext,
  { teamId, actorId, id }: MediaIdInput & { teamId: string; actorId: string },
) {
  const deleted = await auditedDelete(
    ctx.db,
    auditedMedia,
    { actorId, notFoundLabel: 'Media item' },
    (tx) => tx.mediaItem.delete({ where: { id, teamId }, select: mediaSelect }),
  );
  await revalidatePaths(ctx, publicPaths.media());
  await releaseDroppedUploads(ctx.db, deleted);
  return { id };
}
