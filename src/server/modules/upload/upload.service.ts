import {
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  UNSUPPORTED_IMAGE_MESSAGE,
  type UploadImageInput,
} from '~/schemas/upload';
import { AppError } from '~/server/errors';
import { detectImageType } from '~/server/storage/image-type';
import type { ImageStorage } from '~/server/storage/types';

/**
 * Stores one image and returns its public URL. The type (and so the stored extension and the
 * content type it is served with) comes from the bytes; the file name is never trusted.
 */
export async function uploadImage(
  storage: ImageStorage,
  input: Pick<UploadImageInput, 'purpose' | 'fileName' | 'dataBase64'>,
): Promise<{ url: string }> {
  const bytes = Buffer.from(input.dataBase64, 'base64');
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', 'Choose an image to upload.');
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('BAD_REQUEST', IMAGE_TOO_LARGE_MESSAGE);
  const type = await detectImageType(bytes);
  if (!type) {
    const subject = input.fileName ? `"${input.fileName}" is not a supported image. ` : '';
    throw new AppError('BAD_REQUEST', `${subject}${UNSUPPORTED_IMAGE_MESSAGE}`);
  }
  return storage.save({ folder: input.purpose, bytes, type });
}
