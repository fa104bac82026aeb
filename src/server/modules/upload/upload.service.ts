import {
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  UNSUPPORTED_IMAGE_MESSAGE,
  UNSUPPORTED_MEDIA_MESSAGE,
  VIDEO_TOO_LARGE_MESSAGE,
  type UploadFolder,
  type UploadImageInput,
} from '~/schemas/upload';
import { AppError } from '~/server/errors';
import { detectImageType, detectStoredType, isImageExtension } from '~/server/storage/image-type';
import { reencodeImage } from '~/server/storage/reencode-image';
import type { ImageStorage } from '~/server/storage/types';

/** Only the media gallery takes videos; every other folder holds images. */
export const takesVideos = (folder: UploadFolder) => folder === 'media';

/** The most bytes an upload to `folder` may have (videos are larger than images). */
export function maxUploadBytes(folder: UploadFolder): number {
  return takesVideos(folder) ? MAX_VIDEO_BYTES : MAX_IMAGE_BYTES;
}

interface FileToStore {
  purpose: UploadFolder;
  /** Only used in messages: the stored name and extension come from the bytes. */
  fileName?: string;
  bytes: Uint8Array<ArrayBuffer>;
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
  { purpose, fileName, bytes, videos }: FileToStore,
): Promise<{ url: string; kind: 'image' | 'video' }> {
  if (bytes.length === 0) {
    throw new AppError('BAD_REQUEST', `Choose ${videos ? 'a file' : 'an image'} to upload.`);
  }
  const type = videos ? await detectStoredType(bytes) : await detectImageType(bytes);
  if (!type) {
    const subject = fileName
      ? `"${fileName}" is not a supported ${videos ? 'file' : 'image'}. `
      : '';
    const accepted = videos ? UNSUPPORTED_MEDIA_MESSAGE : UNSUPPORTED_IMAGE_MESSAGE;
    throw new AppError('BAD_REQUEST', `${subject}${accepted}`);
  }
  const kind = type.mime.startsWith('video/') ? 'video' : 'image';
  if (kind === 'image' && bytes.length > MAX_IMAGE_BYTES) {
    throw new AppError('BAD_REQUEST', IMAGE_TOO_LARGE_MESSAGE);
  }
  if (bytes.length > MAX_VIDEO_BYTES) throw new AppError('BAD_REQUEST', VIDEO_TOO_LARGE_MESSAGE);
  const stored = isImageExtension(type.ext) ? await reencodeImage(bytes, type.ext) : bytes;
  const { url } = await storage.save({ folder: purpose, bytes: stored, type });
  return { url, kind };
}

/** Stores one image sent as base64 through `upload.image`; returns its public URL. */
export async function uploadImage(
  storage: ImageStorage,
  input: Pick<UploadImageInput, 'purpose' | 'fileName' | 'dataBase64'>,
): Promise<{ url: string }> {
  const { url } = await storeUpload(storage, {
    purpose: input.purpose,
    fileName: input.fileName,
    bytes: Buffer.from(input.dataBase64, 'base64'),
    videos: false,
  });
  return { url };
}
