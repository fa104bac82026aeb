import { randomBytes } from 'node:crypto';

import type { UploadFolder } from '~/schemas/upload';

import type { StoredType } from './image-type';

export interface ImageToStore {
  folder: UploadFolder;
  bytes: Uint8Array<ArrayBuffer>;
  type: StoredType;
}

/** Where uploaded images and videos go; every driver returns a URL the browser can load. */
export interface ImageStorage {
  save(image: ImageToStore): Promise<{ url: string }>;
}

/** A random name plus a timestamp plus the extension of the detected type. */
export function storedFileName(type: StoredType, now = Date.now()): string {
  return `${randomBytes(8).toString('hex')}-${now}.${type.ext}`;
}
