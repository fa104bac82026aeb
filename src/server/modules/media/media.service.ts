import { toYouTubeEmbedUrl, youTubeThumbnailUrl } from '~/lib/youtube';
import type {
  AdminListMediaInput,
  CreateMediaInput,
  ListMediaInput,
  MediaIdInput,
  UpdateMediaInput,
} from '~/schemas/media';
import { recentlyUpdatedFirst, titleContains } from '~/server/admin-list';
import { AppError, writeOrNotFound } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';
import { pageArgs, toPage } from '~/server/pagination';
import { publicPaths, revalidatePaths } from '~/server/revalidate';
import type { ServiceContext } from '~/server/service-context';

const MEDIA_NOT_FOUND = 'Media item not found.';

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

const newestFirst = [
  { createdAt: 'desc' },
  { id: 'desc' },
] satisfies Prisma.MediaItemOrderByWithRelationInput[];

/** YouTube links are stored in the embed form, with the video's thumbnail. */
function toMediaData(fields: CreateMediaInput) {
  if (fields.mediaType !== 'youtube') return fields;
  const link = toYouTubeEmbedUrl(fields.mediaUrl);
  if (!link.ok) throw new AppError('BAD_REQUEST', link.message, { field: 'mediaUrl' });
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

export async function createMedia(
  ctx: ServiceContext,
  { teamId, ...fields }: CreateMediaInput & { teamId: string },
) {
  const media = await ctx.db.mediaItem.create({
    data: { ...toMediaData(fields), teamId },
    select: mediaSelect,
  });
  await revalidatePaths(ctx, publicPaths.media());
  return media;
}

export async function updateMedia(
  ctx: ServiceContext,
  { teamId, id, ...fields }: UpdateMediaInput & { teamId: string },
) {
  const media = await writeOrNotFound(
    ctx.db.mediaItem.update({
      where: { id, teamId },
      data: toMediaData(fields),
      select: mediaSelect,
    }),
    MEDIA_NOT_FOUND,
  );
  await revalidatePaths(ctx, publicPaths.media());
  return media;
}

export async function deleteMedia(
  ctx: ServiceContext,
  { teamId, id }: MediaIdInput & { teamId: string },
) {
  await writeOrNotFound(
    ctx.db.mediaItem.delete({ where: { id, teamId }, select: { id: true } }),
    MEDIA_NOT_FOUND,
  );
  await revalidatePaths(ctx, publicPaths.media());
  return { id };
}
