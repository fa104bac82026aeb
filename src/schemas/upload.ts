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

const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

export const uploadFolderSchema = z.enum(UPLOAD_FOLDERS, {
  message: `Purpose must be one of: ${UPLOAD_FOLDERS.join(', ')}.`,
});

export const uploadImageInput = z.object({
  purpose: uploadFolderSchema,
  /** Only used in messages: the stored name and extension come from the bytes. */
  fileName: z.string().trim().max(255).optional(),
  /** The file as base64, bare or as a data: URL (what FileReader.readAsDataURL gives). */
  dataBase64: z
    .string()
    .transform((value) => value.replace(/^data:[^,]*;base64,/, ''))
    .pipe(
      z
        .string()
        .min(1, 'Choose an image to upload.')
        .max(base64Length(MAX_IMAGE_BYTES), IMAGE_TOO_LARGE_MESSAGE)
        .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The file data is not valid base64.'),
    ),
});
export type UploadImageInput = z.infer<typeof uploadImageInput>;

/** What an upload straight from the browser to UploadThing is for. */
export const authorizeUploadInput = z.object({ purpose: uploadFolderSchema });
export type AuthorizeUploadInput = z.infer<typeof authorizeUploadInput>;

/**
 * Where a file sent to POST /api/upload goes: the team whose content it is for, and the
 * purpose (its folder). The file itself is the request body.
 */
export const uploadTargetInput = z.object({
  teamId: idSchema,
  purpose: uploadFolderSchema,
});
export type UploadTargetInput = z.infer<typeof uploadTargetInput>;
