import { fileTypeFromBuffer } from 'file-type';

export const IMAGE_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
} as const;

/** Videos every current browser plays in a <video> element. */
export const VIDEO_TYPES = {
  mp4: 'video/mp4',
  webm: 'video/webm',
} as const;

const STORED_TYPES = { ...IMAGE_TYPES, ...VIDEO_TYPES };

export type ImageExtension = keyof typeof IMAGE_TYPES;
export type StoredExtension = keyof typeof STORED_TYPES;
export interface ImageType {
  ext: ImageExtension;
  mime: (typeof IMAGE_TYPES)[ImageExtension];
}
/** What an uploaded file may be: an image, or (in the media gallery) a video. */
export interface StoredType {
  ext: StoredExtension;
  mime: (typeof STORED_TYPES)[StoredExtension];
}

export function isImageExtension(ext: string): ext is ImageExtension {
  return Object.hasOwn(IMAGE_TYPES, ext);
}

function isStoredExtension(ext: string): ext is StoredExtension {
  return Object.hasOwn(STORED_TYPES, ext);
}

/** The extension the bytes really are (never the file name), if file-type knows them. */
async function detectedExtension(bytes: Uint8Array): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  // An animated PNG is a PNG to every browser.
  return detected?.ext === 'apng' ? 'png' : detected?.ext;
}

/** The image type the bytes really are (never the file name), or null when not one we accept. */
export async function detectImageType(bytes: Uint8Array): Promise<ImageType | null> {
  const ext = await detectedExtension(bytes);
  return ext && isImageExtension(ext) ? { ext, mime: IMAGE_TYPES[ext] } : null;
}

/** The image or video type the bytes really are, or null when not one we accept. */
export async function detectStoredType(bytes: Uint8Array): Promise<StoredType | null> {
  const ext = await detectedExtension(bytes);
  return ext && isStoredExtension(ext) ? { ext, mime: STORED_TYPES[ext] } : null;
}

/** The content type to serve a stored file with, from the extension it was stored under. */
export function storedTypeOfFileName(name: string): StoredType | null {
  const ext = name.slice(name.lastIndexOf('.') + 1);
  return isStoredExtension(ext) ? { ext, mime: STORED_TYPES[ext] } : null;
}
