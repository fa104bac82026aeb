import { randomBytes } from 'node:crypto';

import type { UploadFolder } from '~/schemas/upload';

import type { StoredType } from './image-type';

/** A file on this machine's disk, and its size in bytes. */
export interface LocalFile {
  path: string;
  size: number;
}

export interface ImageToStore {
  folder: UploadFolder;
  /** A temporary file: the driver may move it, and the caller removes whatever is left. */
  file: LocalFile;
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
