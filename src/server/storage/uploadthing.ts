import { openAsBlob } from 'node:fs';

import type { UTApi } from 'uploadthing/server';

import { storedFileName, type ImageStorage } from './types';

/** Images in UploadThing's storage, which can also delete the files it stored. */
export interface UploadThingStorage extends ImageStorage {
  /** Deletes the files at these URLs (UploadThing's own); throws when UploadThing refuses. */
  deleteFiles(urls: readonly string[]): Promise<void>;
}

/** One of UploadThing's file URLs, its file key captured: `https://<app>.ufs.sh/f/<key>` or `https://utfs.io/f/<key>`. */
export const UPLOADTHING_FILE_URL =
  /https:\/\/(?:[a-z0-9-]+\.ufs\.sh|utfs\.io)\/f\/([A-Za-z0-9_.-]+)/g;

/** The file key of an UploadThing file URL, or null for any other URL. */
export function uploadThingFileKey(url: string): string | null {
  const [match] = url.matchAll(UPLOADTHING_FILE_URL);
  return match && match[0] === url ? match[1]! : null;
}

/**
 * Images in UploadThing's storage; it has no folders, so the folder prefixes the name.
 * Its SDK takes most of a second to load, so it loads with the first call: a site that stores
 * images on its own disk (and every process that only imports the API) never pays for it.
 */
export function createUploadThingStorage(token: string): UploadThingStorage {
  let api: UTApi | undefined;
  async function sdk() {
    const loaded = await import('uploadthing/server');
    api ??= new loaded.UTApi({ token });
    return { ...loaded, api };
  }
  return {
    async save({ folder, file, type }) {
      const { UTFile, api } = await sdk();
      // A Blob backed by the file on disk: the upload reads it in chunks as it sends them.
      const content = await openAsBlob(file.path, { type: type.mime });
      const upload = new UTFile([content], `${folder}-${storedFileName(type)}`, {
        type: type.mime,
      });
      const result = await api.uploadFiles(upload);
      if (result.error) throw new Error(`UploadThing upload failed: ${result.error.message}`);
      return { url: result.data.ufsUrl };
    },
    async deleteFiles(urls) {
      const keys = urls.map(uploadThingFileKey).filter((key): key is string => key !== null);
      if (keys.length === 0) return;
      const { api } = await sdk();
      const result = await api.deleteFiles(keys);
      if (!result.success) throw new Error(`UploadThing did not delete ${keys.join(', ')}.`);
    },
  };
}
