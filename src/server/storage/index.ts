import { env } from '~/env';

import { createLocalStorage, type LocalImageStorage } from './local';
import type { ImageStorage } from './types';
import { createUploadThingStorage } from './uploadthing';

let localDriver: LocalImageStorage | undefined;
let imageStorage: ImageStorage | undefined;

/** The local-disk driver under UPLOAD_DIR; it also serves files stored before a switch. */
export function getLocalStorage(): LocalImageStorage {
  localDriver ??= createLocalStorage(env.UPLOAD_DIR);
  return localDriver;
}

/** Where new uploads go: UploadThing when UPLOADTHING_TOKEN is set, else the local disk. */
export function getImageStorage(): ImageStorage {
  imageStorage ??= env.UPLOADTHING_TOKEN
    ? createUploadThingStorage(env.UPLOADTHING_TOKEN)
    : getLocalStorage();
  return imageStorage;
}
