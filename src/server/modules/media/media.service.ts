import { toYouTubeEmbedUrl, youTubeThumbnailUrl } from '~/lib/youtube';
import type { PageInput } from '~/schemas/common';
import type { MediaFields, MediaTypeValue } from '~/schemas/media';
import type { Db } from '~/server/db';
import { AppError } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';
import { pageArgs, toPage } from '~/server/pagination';

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

export interface MediaListFilter extends PageInput {
  mediaType?: MediaTypeValue | null;
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', 'Media item not found.');
}

/** YouTube links are stored in the embed form, with the video's thumbnail. */
function toMediaData(fields: MediaFields) {
  if (fields.mediaType !== 'youtube') return fields;
  const link = toYouTubeEmbedUrl(fields.mediaUrl);
  if (!link.ok) throw new AppError('BAD_REQUEST', link.message);
  return { ...fields, mediaUrl: link.embedUrl, thumbnailUrl: youTubeThumbnailUrl(link.videoId) };
}

async function listMedia(db: Db, where: Prisma.MediaItemWhereInput, filter: MediaListFilter) {
  const rows = await db.mediaItem.findMany({
    where: filter.mediaType ? { ...where, mediaType: filter.mediaType } : where,
    orderBy: newestFirst,
    ...pageArgs(filter),
    select: mediaSelect,
  });
  return toPage(rows, filter.limit);
}

/** Public gallery: newest first, optionally one type. */
export function listPublicMedia(db: Db, filter: MediaListFilter) {
  return listMedia(db, {}, filter);
}

export function listTeamMedia(db: Db, teamId: string, filter: MediaListFilter) {
  return listMedia(db, { teamId }, filter);
}

export function createMedia(db: Db, teamId: string, fields: MediaFields) {
  return db.mediaItem.create({ data: { ...toMediaData(fields), teamId }, select: mediaSelect });
}

export async function updateMedia(
  db: Db,
  teamId: string,
  { id, ...fields }: MediaFields & { id: string },
) {
  const { count } = await db.mediaItem.updateMany({
    where: { id, teamId },
    data: toMediaData(fields),
  });
  if (count === 0) throw notFound();
  return db.mediaItem.findUniqueOrThrow({ where: { id }, select: mediaSelect });
}

export async function deleteMedia(db: Db, teamId: string, id: string) {
  const { count } = await db.mediaItem.deleteMany({ where: { id, teamId } });
  if (count === 0) throw notFound();
}
