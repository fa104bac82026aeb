import {
  constants,
  copyFile,
  mkdir,
  open,
  readdir,
  rename,
  rm,
  stat,
  unlink,
  type FileHandle,
} from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

import { UPLOAD_FOLDERS, type UploadFolder } from '~/schemas/upload';

import { storedTypeOfFileName, type StoredType } from './image-type';
import { storedFileName, type ImageStorage } from './types';

/** Where the app serves local uploads (src/pages/api/uploads/[...path].ts). */
export const LOCAL_UPLOADS_URL = '/api/uploads';

// Names this driver writes look like this; anything else (a "..", a slash) is never read.
const STORED_NAME = /^[A-Za-z0-9_-]+\.[a-z0-9]+$/;

export interface StoredImage {
  type: StoredType;
  size: number;
  /** The file's bytes, read from the disk as they are consumed; destroy it to stop early. */
  content: Readable;
}

/** A file in the upload folder, as the garbage collector weighs it. */
export interface UploadedFile {
  folder: UploadFolder;
  name: string;
  bytes: number;
  modifiedAt: Date;
}

export interface LocalImageStorage extends ImageStorage {
  /** A stored image by folder and name, opened for reading; null for anything that is not one. */
  read(folder: string, name: string): Promise<StoredImage | null>;
  /** Removes a stored file; false when there was none (or the name is not one this driver writes). */
  remove(folder: string, name: string): Promise<boolean>;
  /** Every file this driver wrote, in every upload folder. */
  list(): Promise<UploadedFile[]>;
}

function isUploadFolder(folder: string): folder is UploadFolder {
  return (UPLOAD_FOLDERS as readonly string[]).includes(folder);
}

/** Moves a file into place: a rename on one file system, a copy from another one. */
async function moveFile(from: string, to: string) {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    try {
      await copyFile(from, to, constants.COPYFILE_EXCL);
    } catch (copyError) {
      await rm(to, { force: true });
      throw copyError;
    }
  }
}

/** The file opened for reading with its size, or null when there is no file at `file`. */
async function openFile(file: string): Promise<{ handle: FileHandle; size: number } | null> {
  let handle: FileHandle;
  try {
    handle = await open(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let isFile = false;
  try {
    const stats = await handle.stat();
    isFile = stats.isFile();
    return isFile ? { handle, size: stats.size } : null;
  } finally {
    if (!isFile) await handle.close();
  }
}

const isStoredName = (name: string) => STORED_NAME.test(name) && !!storedTypeOfFileName(name);

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Images as files under `rootDir/<folder>/`, served by the app. */
export function createLocalStorage(rootDir: string): LocalImageStorage {
  const root = path.resolve(rootDir);
  return {
    async save({ folder, file, type }) {
      const name = storedFileName(type);
      await mkdir(path.join(root, folder), { recursive: true });
      await moveFile(file.path, path.join(root, folder, name));
      return { url: `${LOCAL_UPLOADS_URL}/${folder}/${name}` };
    },

    async read(folder, name) {
      const type = storedTypeOfFileName(name);
      if (!isUploadFolder(folder) || !STORED_NAME.test(name) || !type) return null;
      // Opened once and measured through the same handle, so the length sent is the file's.
      const opened = await openFile(path.join(root, folder, name));
      if (!opened) return null;
      return { type, size: opened.size, content: opened.handle.createReadStream() };
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
      const files: UploadedFile[] = [];
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
