import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';

import { extract } from 'tar-stream';
import { z } from 'zod';

import { UPLOAD_FOLDERS } from '~/schemas/upload';
import type { Db } from '~/server/db';
import { badRequest, conflict } from '~/server/errors';
import {
  COLLECTION_NAMES,
  EXPORT_COLLECTIONS,
  type CollectionName,
  type ExportedRows,
} from '~/server/modules/export/collections';
import {
  dataPageOf,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  uploadOf,
} from '~/server/modules/export/export-format';

const manifestSchema = z.object({
  format: z.literal(EXPORT_FORMAT, { message: 'Not a Teamfolio export.' }),
  version: z.literal(EXPORT_VERSION, {
    message: `Only version ${EXPORT_VERSION} of the export format can be restored.`,
  }),
  scope: z.object({
    kind: z.literal('site', { message: 'Only a whole-site export is restored.' }),
  }),
  counts: z.record(z.string(), z.number().int().min(0)),
});

const uploadFolders = new Set<string>(UPLOAD_FOLDERS);

/** A page of records (500 at most): anything much larger is not an export's. */
const MAX_PAGE_BYTES = 64 * 1024 * 1024;

const refuse = (message: string) => badRequest(`Teamfolio export: ${message}`);

async function readText(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > MAX_PAGE_BYTES) throw refuse('A data page is larger than any export writes.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Restores a whole-site export (`npm run export`) into an empty install: every record with its
 * own id, in one transaction, and the uploaded files byte for byte under the names the records
 * refer to. The archive is read as a stream: records are held until the manifest, written last,
 * confirms the format and the counts; files wait in a temporary folder meanwhile.
 */
export async function restoreSiteExport(
  db: Db,
  archive: Readable,
  { uploadDir }: { uploadDir: string },
): Promise<{ counts: Record<string, number>; files: number }> {
  if ((await db.user.count()) > 0 || (await db.team.count()) > 0) {
    throw conflict(
      'This install already has accounts or teams: a site export is restored into an empty one.',
    );
  }
  const staging = await mkdtemp(path.join(tmpdir(), 'teamfolio-restore-'));
  try {
    const pages = new Map<string, Array<[number, ExportedRows]>>();
    let manifestText: string | null = null;
    const files: string[] = [];
    const reader = extract();
    reader.on('entry', (header, stream, next) => {
      const name = header.name.replace(/^(\.\/)+/, '');
      const done = (work: Promise<void>) =>
        void work.then(
          () => next(),
          (error: unknown) => reader.destroy(error as Error),
        );
      const page = dataPageOf(name);
      const upload = uploadOf(name);
      if (header.type === 'file' && page) {
        done(
          readText(stream).then((text) => {
            const rows = JSON.parse(text) as unknown;
            if (!Array.isArray(rows)) throw refuse(`${name} is not a list of records.`);
            const list = pages.get(page.collection) ?? [];
            list.push([page.page, rows as ExportedRows]);
            pages.set(page.collection, list);
          }),
        );
      } else if (header.type === 'file' && upload && uploadFolders.has(upload.folder)) {
        const key = `${upload.folder}/${upload.name}`;
        done(
          mkdir(path.join(staging, upload.folder), { recursive: true })
            .then(() => pipeline(stream, createWriteStream(path.join(staging, key))))
            .then(() => void files.push(key)),
        );
      } else if (header.type === 'file' && name === 'manifest.json') {
        done(readText(stream).then((text) => void (manifestText = text)));
      } else {
        stream.on('end', () => next()).resume();
      }
    });
    try {
      await pipeline(archive, createGunzip(), reader);
    } catch (error) {
      if (error instanceof Error && error.name === 'AppError') throw error;
      throw refuse('It is not a readable .tar.gz archive.');
    }
    if (manifestText === null) throw refuse('It has no manifest.json: the archive is incomplete.');
    const manifest = manifestSchema.safeParse(JSON.parse(manifestText));
    if (!manifest.success) throw refuse(manifest.error.issues[0]!.message);

    const records = new Map<CollectionName, ExportedRows>(
      COLLECTION_NAMES.map((collection) => [
        collection,
        (pages.get(collection) ?? []).sort(([a], [b]) => a - b).flatMap(([, rows]) => rows),
      ]),
    );
    for (const [collection, rows] of records) {
      const expected = manifest.data.counts[collection] ?? 0;
      if (rows.length !== expected) {
        throw refuse(`It holds ${rows.length} ${collection} where its manifest says ${expected}.`);
      }
    }

    await db.$transaction(
      async (tx) => {
        for (const [collection, rows] of records) {
          for (let start = 0; start < rows.length; start += 500) {
            await EXPORT_COLLECTIONS[collection].restore(tx, rows.slice(start, start + 500));
          }
        }
      },
      { timeout: 10 * 60_000 },
    );

    for (const key of files) {
      const [folder = ''] = key.split('/');
      await mkdir(path.join(uploadDir, folder), { recursive: true });
      // COPYFILE_EXCL: a file of the same name already there is kept, never overwritten.
      await copyFile(path.join(staging, key), path.join(uploadDir, key), 1).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code !== 'EEXIST') throw error;
        },
      );
    }
    return {
      counts: Object.fromEntries([...records].map(([name, rows]) => [name, rows.length])),
      files: files.length,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
