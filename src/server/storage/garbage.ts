import type { Db } from '~/server/db';

import { referencedUploadKeys, removeUnreferencedUploads } from './file-references';
import type { LocalImageStorage } from './local';

export interface GarbageFile {
  /** `<folder>/<name>` under the upload folder. */
  key: string;
  bytes: number;
}

/**
 * The files in the upload folder that no record refers to, removed with their stored_files
 * rows (with `dryRun`, only listed). Files changed after `olderThan` are left alone: an upload
 * whose record is still being written, or still being edited in a form, has no reference yet.
 * Rows of uploads that never finished storing before `olderThan` go too.
 */
export async function collectUploadGarbage(
  db: Db,
  storage: LocalImageStorage,
  { olderThan, dryRun = false }: { olderThan: Date; dryRun?: boolean },
): Promise<GarbageFile[]> {
  const files = (await storage.list())
    .filter((file) => file.modifiedAt < olderThan)
    .map((file) => ({ key: `${file.folder}/${file.name}`, bytes: file.bytes }));
  const referenced = await referencedUploadKeys(
    db,
    files.map((file) => file.key),
  );
  const garbage = files.filter((file) => !referenced.has(file.key));
  if (dryRun) return garbage;
  // Asked again just before removing: a record saved since the first look keeps its file.
  const removed = new Set(
    await removeUnreferencedUploads(
      db,
      garbage.map((file) => file.key),
      storage,
    ),
  );
  await db.storedFile.deleteMany({ where: { url: null, createdAt: { lt: olderThan } } });
  return garbage.filter((file) => removed.has(file.key));
}
