import { openAsBlob } from 'node:fs';

import type { UTApi } from 'uploadthing/server';

import { storedFileName, type ImageStorage } from './types';

/**
 * Images in UploadThing's storage; it has no folders, so the folder prefixes the name.
 * Its SDK takes most of a second to load, so it loads with the first upload: a site that stores
 * images on its own disk (and every process that only imports the API) never pays for it.
 */
export function createUploadThingStorage(token: string): ImageStorage {
  let api: UTApi | undefined;
  return {
    async save({ folder, file, type }) {
      const sdk = await import('uploadthing/server');
      api ??= new sdk.UTApi({ token });
      // A Blob backed by the file on disk: the upload reads it in chunks as it sends them.
      const content = await openAsBlob(file.path, { type: type.mime });
      const upload = new sdk.UTFile([content], `${folder}-${storedFileName(type)}`, {
        type: type.mime,
      });
      const result = await api.uploadFiles(upload);
      if (result.error) throw new Error(`UploadThing upload failed: ${result.error.message}`);
      return { url: result.data.ufsUrl };
    },
  };
}
