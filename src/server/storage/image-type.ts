import { fileTypeFromBuffer } from 'file-type';

export const IMAGE_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
} as const;

export type ImageExtension = keyof typeof IMAGE_TYPES;
export interface ImageType {
  ext: ImageExtension;
  mime: (typeof IMAGE_TYPES)[ImageExtension];
}

function isImageExtension(ext: string): ext is ImageExtension {
  return Object.hasOwn(IMAGE_TYPES, ext);
}

/** The image type the bytes really are (never the file name), or null when not one we accept. */
export async function detectImageType(bytes: Uint8Array): Promise<ImageType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  // An animated PNG is a PNG to every browser.
  const ext = detected?.ext === 'apng' ? 'png' : detected?.ext;
  return ext && isImageExtension(ext) ? { ext, mime: IMAGE_TYPES[ext] } : null;
}

/** The content type to serve a stored file with, from the extension it was stored under. */
export function imageTypeOfFileName(name: string): ImageType | null {
  const ext = name.slice(name.lastIndexOf('.') + 1);
  return isImageExtension(ext) ? { ext, mime: IMAGE_TYPES[ext] } : null;
}
