import { openAsBlob } from 'node:fs';

import { UTApi, UTFile } from 'uploadthing/server';

import { storedFileName, type ImageStorage } from './types';

/** Images in UploadThing's storage; it has no folders, so the folder prefixes the name. */
export function createUploadThingStorage(token: string): ImageStorage {
  const api = new UTApi({ token });
  return {
    async save({ folder, file, type }) {
      // A Blob backed by the file on disk: the upload reads it in chunks as it sends them.
      const content = await openAsBlob(file.path, { type: type.mime });
      const upload = new UTFile([content], `${folder}-${storedFileName(type)}`, {
        type: type.mime,
      });
      const result = await api.uploadFiles(upload);
      if (result.error) throw new Error(`UploadThing upload failed: ${result.error.message}`);
      return { url: result.data.ufsUrl };
    },
  };
}
