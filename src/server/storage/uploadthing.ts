import { UTApi, UTFile } from 'uploadthing/server';

import { storedFileName, type ImageStorage } from './types';

/** Images in UploadThing's storage; it has no folders, so the folder prefixes the name. */
export function createUploadThingStorage(token: string): ImageStorage {
  const api = new UTApi({ token });
  return {
    async save({ folder, bytes, type }) {
      const file = new UTFile([bytes], `${folder}-${storedFileName(type)}`, { type: type.mime });
      const result = await api.uploadFiles(file);
      if (result.error) throw new Error(`UploadThing upload failed: ${result.error.message}`);
      return { url: result.data.ufsUrl };
    },
  };
}
