import { fileTypeFromFile } from 'file-type';

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

/** The extension the file's bytes really are (never its name), if file-type knows them. */
async function detectedExtension(file: string): Promise<string | undefined> {
  const detected = await fileTypeFromFile(file);
  // An animated PNG is a PNG to every browser.
  return detected?.ext === 'apng' ? 'png' : detected?.ext;
}

/** The image type the file really is (never its name), or null when not one we accept. */
export async function detectImageType(file: string): Promise<ImageType | null> {
  const ext = await detectedExtension(file);
  return ext && isImageExtension(ext) ? { ext, mime: IMAGE_TYPES[ext] } : null;
}

/** The image or video type the file really is, or null when not one we accept. */
export async function detectStoredType(file: string): Promise<StoredType | null> {
  const ext = await detectedExtension(file);
  return ext && isStoredExtension(ext) ? { ext, mime: STORED_TYPES[ext] } : null;
}

/** The content type to serve a stored file with, from the extension it was stored under. */
export function storedTypeOfFileName(name: string): StoredType | null {
  const ext = name.slice(name.lastIndexOf('.') + 1);
  return isStoredExtension(ext) ? { ext, mime: STORED_TYPES[ext] } : null;
}
