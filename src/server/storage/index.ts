import { env } from '~/env';

import { createLocalStorage, type LocalImageStorage } from './local';
import type { ImageStorage } from './types';
import { createUploadThingStorage, type UploadThingStorage } from './uploadthing';

let localDriver: LocalImageStorage | undefined;
let uploadThingDriver: UploadThingStorage | undefined;

/** The local-disk driver under UPLOAD_DIR; it also serves files stored before a switch. */
export function getLocalStorage(): LocalImageStorage {
  localDriver ??= createLocalStorage(env.UPLOAD_DIR);
  return localDriver;
}

/** UploadThing's storage when UPLOADTHING_TOKEN is set, else null. */
export function getUploadThingStorage(): UploadThingStorage | null {
  if (!env.UPLOADTHING_TOKEN) return null;
  uploadThingDriver ??= createUploadThingStorage(env.UPLOADTHING_TOKEN);
  return uploadThingDriver;
}

/** Where new uploads go: UploadThing when UPLOADTHING_TOKEN is set, else the local disk. */
export function getImageStorage(): ImageStorage {
  return getUploadThingStorage() ?? getLocalStorage();
}
