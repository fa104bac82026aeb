import { mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
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

/** A file in the upload folder, as the garbage collector weighs it. */
export interface LocalFile {
  folder: UploadFolder;
  name: string;
  bytes: number;
  modifiedAt: Date;
}

export interface LocalImageStorage extends ImageStorage {
  /** A stored image by folder and name; null for anything that is not one. */
  read(folder: string, name: string): Promise<StoredImage | null>;
  /** Removes a stored file; false when there was none (or the name is not one this driver writes). */
  remove(folder: string, name: string): Promise<boolean>;
  /** Every file this driver wrote, in every upload folder. */
  list(): Promise<LocalFile[]>;
}

function isUploadFolder(folder: string): folder is UploadFolder {
  return (UPLOAD_FOLDERS as readonly string[]).includes(folder);
}

const isStoredName = (name: string) => STORED_NAME.test(name) && !!storedTypeOfFileName(name);

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

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

    async remove(folder, name) {
      if (!isUploadFolder(folder) || !isStoredName(name)) return false;
      try {
        await unlink(path.join(root, folder, name));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async list() {
      const files: LocalFile[] = [];
      for (const folder of UPLOAD_FOLDERS) {
        const names = await readdir(path.join(root, folder)).catch((error: unknown) => {
          if (isMissing(error)) return [];
          throw error;
        });
        for (const name of names.filter(isStoredName)) {
          const info = await stat(path.join(root, folder, name)).catch(() => null);
          if (info?.isFile())
            files.push({ folder, name, bytes: info.size, modifiedAt: info.mtime });
        }
      }
      return files;
    },
  };
}
