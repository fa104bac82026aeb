import {
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  UNSUPPORTED_IMAGE_MESSAGE,
  UNSUPPORTED_MEDIA_MESSAGE,
  VIDEO_TOO_LARGE_MESSAGE,
  type UploadFolder,
} from '~/schemas/upload';
import { badRequest } from '~/server/errors';
import { detectImageType, detectStoredType, isImageExtension } from '~/server/storage/image-type';
import { reencodeImage } from '~/server/storage/reencode-image';
import type { ImageStorage, LocalFile } from '~/server/storage/types';

/** Only the media gallery takes videos; every other folder holds images. */
export const takesVideos = (folder: UploadFolder) => folder === 'media';

/** The most bytes an upload to `folder` may have (videos are larger than images). */
export function maxUploadBytes(folder: UploadFolder): number {
  return takesVideos(folder) ? MAX_VIDEO_BYTES : MAX_IMAGE_BYTES;
}

/** Why an upload to `folder` over maxUploadBytes is refused. */
export function uploadTooLargeMessage(folder: UploadFolder): string {
  const limit = maxUploadBytes(folder) / (1024 * 1024);
  return `${takesVideos(folder) ? 'Files' : 'Images'} must be at most ${limit} MB.`;
}

interface FileToStore {
  purpose: UploadFolder;
  /** Only used in messages: the stored name and extension come from the bytes. */
  fileName?: string;
  /** The uploaded file, in a temporary folder its caller removes. */
  file: LocalFile;
  /** Whether a video is welcome (the media gallery's own uploads) or only images are. */
  videos: boolean;
}

/**
 * Stores one uploaded file and returns its public URL and whether it is an image or a video.
 * The type (and so the stored extension and the content type it is served with) comes from
 * the bytes; the file name is never trusted. An image is stored as re-encoded by reencodeImage.
 */
export async function storeUpload(
  storage: ImageStorage,
  { purpose, fileName, file, videos }: FileToStore,
): Promise<{ url: string; kind: 'image' | 'video' }> {
  if (file.size === 0) {
    throw badRequest(`Choose ${videos ? 'a file' : 'an image'} to upload.`);
  }
  const type = videos ? await detectStoredType(file.path) : await detectImageType(file.path);
  if (!type) {
    const subject = fileName
      ? `"${fileName}" is not a supported ${videos ? 'file' : 'image'}. `
      : '';
    const accepted = videos ? UNSUPPORTED_MEDIA_MESSAGE : UNSUPPORTED_IMAGE_MESSAGE;
    throw badRequest(`${subject}${accepted}`);
  }
  const kind = type.mime.startsWith('video/') ? 'video' : 'image';
  if (kind === 'image' && file.size > MAX_IMAGE_BYTES) {
    throw badRequest(IMAGE_TOO_LARGE_MESSAGE);
  }
  if (file.size > MAX_VIDEO_BYTES) throw badRequest(VIDEO_TOO_LARGE_MESSAGE);
  const stored = isImageExtension(type.ext) ? await reencodeImage(file.path, type.ext) : file;
  const { url } = await storage.save({ folder: purpose, file: stored, type });
  return { url, kind };
}
