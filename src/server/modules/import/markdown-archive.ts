import { posix } from 'node:path';
import { gunzipSync } from 'node:zlib';

import { extract } from 'tar-stream';

import { isMediaUrl } from '~/schemas/common';
import { badRequest } from '~/server/errors';

import { markdownImagePaths, readMarkdownFile } from './markdown';
import type { ReadFile, ReadSource } from './plan';

/** What an archive may unpack to: far beyond a team's posts, far below what hurts a server. */
export const MAX_ARCHIVE_UNPACKED_BYTES = 64 * 1024 * 1024;
export const MAX_ARCHIVE_FILES = 2000;

const refuse = (message: string) => badRequest(`Markdown archive: ${message}`, { field: 'file' });
type Refuse = typeof refuse;

/** A path inside the archive, without `./`; null for one that would leave it (`../`, `/etc`). */
export function insideArchive(name: string): string | null {
  const normal = posix.normalize(name.replace(/\\/g, '/')).replace(/^(\.\/)+/, '');
  if (normal.startsWith('/') || normal === '..' || normal.startsWith('../')) return null;
  return normal;
}

/**
 * The archive's files by path. Unpacking stops at MAX_ARCHIVE_UNPACKED_BYTES (a gzip bomb);
 * `refuse` says what a broken archive is, in the words of the source it claims to be.
 */
export async function unpackArchive(archive: Buffer, refuse: Refuse): Promise<Map<string, Buffer>> {
  let tar: Buffer;
  try {
    tar = gunzipSync(archive, { maxOutputLength: MAX_ARCHIVE_UNPACKED_BYTES });
  } catch (error) {
    throw error instanceof RangeError
      ? refuse(`It unpacks to more than ${MAX_ARCHIVE_UNPACKED_BYTES / (1024 * 1024)} MB.`)
      : refuse('It is not a .tar.gz file.');
  }
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    const reader = extract();
    reader.on('entry', (header, stream, next) => {
      const name = insideArchive(header.name);
      if (header.type !== 'file' || name === null) {
        stream.on('end', () => next()).resume();
        return;
      }
      if (files.size >= MAX_ARCHIVE_FILES) {
        reader.destroy(refuse(`It holds more than ${MAX_ARCHIVE_FILES} files.`));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
      stream.on('end', () => {
        files.set(name, Buffer.concat(chunks));
        next();
      });
    });
    reader.on('finish', resolve);
    reader.on('error', (error) =>
      reject(
        error instanceof Error && 'code' in error ? error : refuse('It is not a tar archive.'),
      ),
    );
    reader.end(tar);
  });
  return files;
}

/** The archive path an image of `markdownPath` names, when the archive holds that file. */
function imageInArchive(files: Map<string, Buffer>, markdownPath: string, written: string) {
  if (isMediaUrl(written) || /^[a-z][a-z0-9+.-]*:/i.test(written)) return null;
  let decoded: string;
  try {
    decoded = decodeURI(written);
  } catch {
    return null;
  }
  const target = insideArchive(posix.join(posix.dirname(markdownPath), decoded));
  return target !== null && files.has(target) ? target : null;
}

/** The archive's Markdown files as one source, each image shown from `imageUrls`' address. */
function readFiles(
  files: Map<string, Buffer>,
  texts: Map<string, string>,
  imageUrls: Map<string, string>,
): ReadSource {
  const read: ReadSource = {
    version: 'markdown',
    plan: { authors: [], posts: [], seriesItems: [] },
    skipped: [],
    notes: [],
    tagCount: 0,
  };
  const seen = new Map<string, string>();
  for (const [name, text] of texts) {
    const one = readMarkdownFile(text, {
      path: name,
      imageUrl: (written) => {
        const target = imageInArchive(files, name, written);
        return target ? imageUrls.get(target) : undefined;
      },
    });
    for (const record of [...one.plan.posts, ...one.plan.seriesItems]) {
      const earlier = seen.get(record.sourceId);
      if (earlier) {
        read.skipped.push({ entry: name, title: record.title, reason: `Same id as ${earlier}.` });
        continue;
      }
      seen.set(record.sourceId, name);
      if ('status' in record) read.plan.posts.push(record);
      else read.plan.seriesItems.push(record);
    }
    read.skipped.push(...one.skipped);
    read.notes.push(...one.notes.map((note) => `${name}: ${note}`));
  }
  read.tagCount = new Set(read.plan.posts.flatMap((post) => post.tags)).size;
  return read;
}

/**
 * Where a post shows the archive's image number `index` until it is stored: a path no archive
 * image has, replaced by the stored file's address (ARCHIVE_IMAGE_ADDRESS finds them).
 */
const archiveImageAddress = (index: number) => `/import-archive-image/${index}`;
export const ARCHIVE_IMAGE_ADDRESS = /\/import-archive-image\/\d+/g;

/**
 * Reads a `.tar.gz` of Markdown files (any folders; other files are images or ignored): each
 * `.md` file as readMarkdownFile does, in path order. Images a file shows by a path inside the
 * archive come with it, once each, and the posts show them from a placeholder address (their
 * key) until they are stored. The archive arrives base64-encoded, as the API carries files.
 */
export async function readMarkdownArchive(base64: string): Promise<ReadFile> {
  const files = await unpackArchive(Buffer.from(base64, 'base64'), refuse);
  const markdownPaths = [...files.keys()].filter((name) => /\.(md|markdown)$/i.test(name)).sort();
  if (markdownPaths.length === 0) throw refuse('It holds no .md file.');

  const texts = new Map(markdownPaths.map((name) => [name, files.get(name)!.toString('utf8')]));
  const images = new Set<string>();
  for (const [name, text] of texts) {
    for (const written of markdownImagePaths(text)) {
      const target = imageInArchive(files, name, written);
      if (target) images.add(target);
    }
  }
  const addresses = new Map(
    [...images].sort().map((image, index) => [image, archiveImageAddress(index)]),
  );
  return {
    source: readFiles(files, texts, addresses),
    files: [...addresses].map(([path, key]) => ({ key, path, bytes: files.get(path)! })),
  };
}
