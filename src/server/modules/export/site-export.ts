import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

import tar from 'tar-stream';

import type { Db } from '~/server/db';
import { getLocalStorage } from '~/server/storage';
import { uploadKeysIn } from '~/server/storage/file-references';
import type { LocalImageStorage } from '~/server/storage/local';

import { COLLECTION_NAMES, EXPORT_COLLECTIONS, type ExportScope } from './collections';
import { dataPagePath, EXPORT_FORMAT, EXPORT_VERSION } from './export-format';
import {
  markdownFileName,
  postMarkdown,
  seriesItemMarkdown,
  type PostForMarkdown,
  type SeriesItemForMarkdown,
} from './markdown';

/*
 * An export is one .tar.gz written as it is read: data/<collection>/<page>.json (the records, in
 * pages of EXPORT_PAGE_SIZE, id order), markdown/ (every post and series item as Markdown with
 * front matter), uploads/<folder>/<name> (the local uploads the records refer to, byte for
 * byte) and manifest.json last, with the format's version and the counts. docs/export-format.md
 * describes it; importers check `format` and `version` first.
 */

export { EXPORT_FORMAT, EXPORT_VERSION };
const EXPORT_PAGE_SIZE = 500;

export interface ExportManifest {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  scope: { kind: 'site' } | { kind: 'team'; teamId: string };
  /** Records per collection. */
  counts: Record<string, number>;
  /** Uploaded files included. */
  files: number;
}

/** How far an export has come: records written so far, and the collection being read. */
export interface ExportProgress {
  collection: string;
  records: number;
}

type Pack = ReturnType<typeof tar.pack>;

function addEntry(pack: Pack, name: string, body: string, mtime: Date): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, mtime }, body, (error) => (error ? reject(error) : resolve()));
  });
}

/** The local upload with this key, streamed into the archive; false when it is not on disk. */
async function addUpload(
  pack: Pack,
  uploads: LocalImageStorage,
  key: string,
  mtime: Date,
  signal: AbortSignal,
): Promise<boolean> {
  const [folder = '', name = ''] = key.split('/');
  const file = await uploads.read(folder, name);
  if (!file) return false;
  const entry = pack.entry({ name: `uploads/${key}`, size: file.size, mtime });
  // Aborted, the pipeline closes the file too.
  await pipeline(file.content, entry, { signal });
  return true;
}

/** The Markdown files of a page of posts or series items. */
function markdownOf(
  collection: string,
  rows: Array<{ id: string }>,
  seriesSlugs: Map<string, string>,
): Array<[string, string]> {
  if (collection === 'blogPosts') {
    return (rows as unknown as PostForMarkdown[]).map((post) => [
      `markdown/blog/${markdownFileName(post.title, post.id)}`,
      postMarkdown(post),
    ]);
  }
  if (collection === 'seriesItems') {
    return (rows as unknown as Array<SeriesItemForMarkdown & { seriesId: string }>).map((item) => {
      const slug = seriesSlugs.get(item.seriesId) ?? item.seriesId;
      return [
        `markdown/series/${slug}/${markdownFileName(item.title, item.id)}`,
        seriesItemMarkdown(item, slug),
      ];
    });
  }
  return [];
}

/**
 * Writes the export of `scope` to `output` as it reads it (memory bounded by one page of
 * records); resolves with its manifest once `output` has everything.
 */
export async function writeExport(
  db: Db,
  scope: ExportScope,
  output: Writable,
  {
    uploads = getLocalStorage(),
    onProgress = () => {},
  }: {
    /** Where the local uploads are read (UPLOAD_DIR by default). */
    uploads?: LocalImageStorage;
    onProgress?: (progress: ExportProgress) => void;
  } = {},
): Promise<ExportManifest> {
  const exportedAt = new Date();
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), output);
  // Once the output fails (its client went away, or stalled and was cut off), a step that
  // waits for the archive to take more may never settle: every step is raced against that
  // failure, so the export ends at once and its files are closed.
  const outputFailed = written.then(() => new Promise<never>(() => {}));
  outputFailed.catch(() => {});
  const abandoned = new AbortController();
  written.catch((error: unknown) => abandoned.abort(error));
  const step = <T>(work: Promise<T>): Promise<T> => Promise.race([work, outputFailed]);
  const counts: Record<string, number> = {};
  const uploadKeys = new Set<string>();
  const seriesSlugs = new Map<string, string>();
  let records = 0;

  try {
    for (const collection of COLLECTION_NAMES) {
      let count = 0;
      let after: string | undefined;
      for (let page = 1; ; page++) {
        const read = EXPORT_COLLECTIONS[collection].read(db, scope, {
          after,
          take: EXPORT_PAGE_SIZE,
        });
        const rows = await step<Awaited<typeof read>>(read);
        if (rows.length === 0) break;
        const entry = dataPagePath(collection, page);
        await step(addEntry(pack, entry, JSON.stringify(rows, null, 2), exportedAt));
        if (collection === 'series') {
          for (const row of rows as Array<{ id: string; slug: string }>) {
            seriesSlugs.set(row.id, row.slug);
          }
        }
        for (const [file, body] of markdownOf(collection, rows, seriesSlugs)) {
          await step(addEntry(pack, file, body, exportedAt));
        }
        uploadKeysIn(rows, uploadKeys);
        count += rows.length;
        records += rows.length;
        onProgress({ collection, records });
        after = rows.at(-1)!.id;
        if (rows.length < EXPORT_PAGE_SIZE) break;
      }
      counts[collection] = count;
    }
    let files = 0;
    for (const key of [...uploadKeys].sort()) {
      if (await step(addUpload(pack, uploads, key, exportedAt, abandoned.signal))) files++;
    }
    const manifest: ExportManifest = {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: exportedAt.toISOString(),
      scope,
      counts,
      files,
    };
    await step(addEntry(pack, 'manifest.json', JSON.stringify(manifest, null, 2), exportedAt));
    pack.finalize();
    await written;
    return manifest;
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
}
