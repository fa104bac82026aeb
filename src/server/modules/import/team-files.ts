import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { AppError } from '~/server/errors';
import { withUploadFolder } from '~/server/modules/upload/upload-body';
import { storeUpload, takesVideos } from '~/server/modules/upload/upload.service';
import type { ServiceContext } from '~/server/service-context';
import { getImageStorage } from '~/server/storage';
import { storeWithinQuota } from '~/server/storage/quota';

import type { StoreFile } from './carried-files';

/**
 * Stores a file a source carries as the team's upload, within the team's quota, with the same
 * checks as an upload from the editor: an image is decoded and encoded again (at most 4096
 * pixels a side, without its metadata), whatever site it comes from. A file refused is named,
 * after the source (`sourceLabel`).
 */
export function teamFileStore(ctx: ServiceContext, teamId: string, sourceLabel: string): StoreFile {
  return ({ path: name, bytes, folder }) =>
    withUploadFolder(tmpdir(), async (temporary) => {
      const file = join(temporary, 'image');
      await writeFile(file, bytes);
      const stored = await storeWithinQuota(ctx.db, { teamId, bytes: bytes.length }, () =>
        storeUpload(getImageStorage(), {
          purpose: folder ?? 'blog',
          fileName: name,
          file: { path: file, size: bytes.length },
          videos: folder ? takesVideos(folder) : false,
        }),
      ).catch((error: unknown) => {
        if (!(error instanceof AppError)) throw error;
        throw new AppError(error.code, `${sourceLabel}, ${name}: ${error.message}`, {
          field: 'file',
        });
      });
      return stored.url;
    });
}
