import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { UPLOAD_FOLDERS, type UploadFolder } from '~/schemas/upload';

import { storedTypeOfFileName, type StoredType } from './image-type';
import { storedFileName, type ImageStorage } from './types';

/** Where the app serves local uploads (src/pages/api/uploads/[...path].ts). */
export const LOCAL_UPLOADS_URL = '/api/uploads';

// Names this driver writes look like this; anything else (a "..", a slash) is never read.
const STORED_NAME = /^[A-Za-z0-9_-]+\.[a-z0-9]+$/;

export interface StoredImage {
  bytes: Buffer;
  type: StoredType;
}

export interface LocalImageStorage extends ImageStorage {
  /** A stored image by folder and name; null for anything that is not one. */
  read(folder: string, name: string): Promise<StoredImage | null>;
}

function isUploadFolder(folder: string): folder is UploadFolder {
  return (UPLOAD_FOLDERS as readonly string[]).includes(folder);
}

/** Images as files under `rootDir/<folder>/`, served by the app. */
export function createLocalStorage(rootDir: string): LocalImageStorage {
  const root = path.resolve(rootDir);
  return {
    async save({ folder, bytes, type }) {
      const name = storedFileName(type);
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, folder, name), bytes, { flag: 'wx' });
      return { url: `${LOCAL_UPLOADS_URL}/${folder}/${name}` };
    },

    async read(folder, name) {
      const type = storedTypeOfFileName(name);
      if (!isUploadFolder(folder) || !STORED_NAME.test(name) || !type) return null;
      try {
        return { bytes: await readFile(path.join(root, folder, name)), type };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR') return null;
        throw error;
      }
    },
  };
}
