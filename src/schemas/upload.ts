import { z } from 'zod';

import { formatStorageSize } from '~/lib/storage-size';

import { idSchema } from './common';

/** Upload purposes; each is also the storage folder (series/, series-items/, …). */
export const UPLOAD_FOLDERS = [
  'series',
  'series-items',
  'projects',
  'blog',
  'media',
  'profiles',
] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE_MESSAGE = 'Images must be at most 5 MB.';
export const UNSUPPORTED_IMAGE_MESSAGE =
  'Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded.';

/** What an image upload may be (the `accept` of a file input; the server checks the bytes). */
export const IMAGE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

/** Videos are uploaded to the media gallery only. */
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
export const VIDEO_TOO_LARGE_MESSAGE = 'Videos must be at most 50 MB.';
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm'] as const;
export const UNSUPPORTED_MEDIA_MESSAGE =
  'Only JPEG, PNG, WebP, GIF and AVIF images and MP4 and WebM videos can be uploaded.';

/** Why a file does not fit in its team's storage quota (TEAM_STORAGE_QUOTA_MB). */
export function storageFullMessage({
  usedBytes,
  quotaBytes,
  fileBytes,
}: {
  usedBytes: number;
  quotaBytes: number;
  fileBytes: number;
}): string {
  const quota = formatStorageSize(quotaBytes);
  const situation =
    usedBytes >= quotaBytes
      ? `This team has used its ${quota} of storage.`
      : `This file (${formatStorageSize(fileBytes)}) does not fit: this team has used ${formatStorageSize(usedBytes)} of its ${quota} of storage.`;
  return `${situation} Delete media you no longer need, or ask the site's administrator for more.`;
}

export const uploadFolderSchema = z.enum(UPLOAD_FOLDERS, {
  message: `Purpose must be one of: ${UPLOAD_FOLDERS.join(', ')}.`,
});

/** What an upload is for, asked by `upload.authorize` (POST /api/upload, UploadThing). */
export const authorizeUploadInput = z.object({ purpose: uploadFolderSchema });
export type AuthorizeUploadInput = z.infer<typeof authorizeUploadInput>;

/**
 * Where an uploaded file goes: the team whose content it is for, and the purpose (its folder).
 * POST /api/upload takes it in the query (the file is the body), UploadThing's route as input.
 */
export const uploadTargetInput = z.object({
  teamId: idSchema,
  purpose: uploadFolderSchema,
});
export type UploadTargetInput = z.infer<typeof uploadTargetInput>;
