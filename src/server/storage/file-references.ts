import { UPLOAD_FOLDERS } from '~/schemas/upload';
import type { Db } from '~/server/db';
import { Prisma } from '~/server/generated/prisma/client';

import { getLocalStorage, getUploadThingStorage } from './index';
import { LOCAL_UPLOADS_URL } from './local';
import { UPLOADTHING_FILE_URL, type UploadThingStorage } from './uploadthing';

/*
 * Which uploaded files the site's records still refer to, and removing those no record refers to
 * any more. A file is named by its key, `<folder>/<name>` under UPLOAD_DIR; a record refers to it
 * when one of the columns below holds its URL, relative (`/api/uploads/media/x.png`), absolute
 * (`https://site/api/uploads/media/x.png`) or inside HTML (`<img src="…">`). A file stored in
 * UploadThing is named by its URL, and removed only if this site stored it (stored_files names
 * it): a link to someone else's file is never touched.
 */

/**
 * Every column that may hold the URL of an uploaded file, as text. Columns that should only
 * hold other links (a demo, a document) are here too: a file one of them names is kept.
 * The audit log is left out on purpose: it records what was, not what is shown.
 */
const REFERENCING_COLUMNS = Prisma.raw(
  [
    'SELECT media_url AS text FROM media_items',
    'SELECT thumbnail_url FROM media_items',
    'SELECT featured_image_url FROM blog_posts',
    "SELECT array_to_string(image_urls, ' ') FROM blog_posts",
    'SELECT content FROM blog_posts',
    'SELECT image_url FROM projects',
    "SELECT array_to_string(image_urls, ' ') FROM projects",
    'SELECT video_url FROM projects',
    'SELECT demo_url FROM projects',
    'SELECT image_url FROM series',
    'SELECT image_url FROM series_items',
    'SELECT content FROM series_items',
    "SELECT array_to_string(document_links, ' ') FROM series_items",
    'SELECT photo_url FROM team_member_profiles',
    'SELECT avatar_url FROM users',
    'SELECT link_url FROM custom_links',
  ].join(' UNION ALL '),
);

/** A local upload's URL, its key captured; read alike by JavaScript and PostgreSQL. */
const UPLOAD_URL_PATTERN = `${LOCAL_UPLOADS_URL}/((?:${UPLOAD_FOLDERS.join('|')})/[A-Za-z0-9_-]+\\.[a-z0-9]+)`;
const KEY_IN_URL = new RegExp(UPLOAD_URL_PATTERN, 'g');

/** Every string in `value` (text, lists, records, nested). */
function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') {
    yield value;
  } else if (Array.isArray(value)) {
    for (const item of value) yield* stringsIn(item);
  } else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    for (const item of Object.values(value)) yield* stringsIn(item);
  }
}

/** The keys of the local uploads named anywhere in `value` (text, lists, records, nested). */
export function uploadKeysIn(value: unknown, keys = new Set<string>()): Set<string> {
  for (const text of stringsIn(value)) {
    for (const match of text.matchAll(KEY_IN_URL)) keys.add(match[1]!);
  }
  return keys;
}

/** The URLs of UploadThing files named anywhere in `value`. */
export function uploadThingUrlsIn(value: unknown): Set<string> {
  const urls = new Set<string>();
  for (const text of stringsIn(value)) {
    for (const match of text.matchAll(UPLOADTHING_FILE_URL)) urls.add(match[0]);
  }
  return urls;
}

/** The URL the local driver gave the file with this key (what stored_files keeps). */
export const localUploadUrl = (key: string) => `${LOCAL_UPLOADS_URL}/${key}`;

/** Which of `keys` some record still refers to. */
export async function referencedUploadKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  // Every record is read once and each URL pulled out of it, so the cost does not grow with
  // the number of keys asked about (the garbage collector asks about every file).
  const rows = await db.$queryRaw<{ key: string }[]>`
    SELECT DISTINCT found[1] AS key
    FROM (${REFERENCING_COLUMNS}) AS refs,
         regexp_matches(refs.text, ${UPLOAD_URL_PATTERN}, 'g') AS found
    WHERE refs.text LIKE ${`%${LOCAL_UPLOADS_URL}/%`} AND found[1] = ANY(${[...keys]}::text[])`;
  return new Set(rows.map((row) => row.key));
}

/**
 * Removes each file of `keys` that no record refers to, with its row in stored_files (so the
 * team's quota gets the room back); returns the keys removed. Call it after the write that
 * dropped the references has committed: until then the old record still refers to them.
 */
export async function removeUnreferencedUploads(
  db: Db,
  keys: Iterable<string>,
  storage = getLocalStorage(),
): Promise<string[]> {
  const candidates = [...new Set(keys)];
  const referenced = await referencedUploadKeys(db, candidates);
  const removed: string[] = [];
  for (const key of candidates.filter((candidate) => !referenced.has(candidate))) {
    const [folder, name] = key.split('/') as [string, string];
    await storage.remove(folder, name);
    await db.storedFile.deleteMany({ where: { url: localUploadUrl(key) } });
    removed.push(key);
  }
  return removed;
}

/** Which of `urls` some record still names. */
async function referencedUrls(db: Db, urls: readonly string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db.$queryRaw<{ url: string }[]>`
    SELECT wanted.url
    FROM unnest(${[...urls]}::text[]) AS wanted(url)
    WHERE EXISTS (
      SELECT 1 FROM (${REFERENCING_COLUMNS}) AS refs WHERE strpos(refs.text, wanted.url) > 0
    )`;
  return new Set(rows.map((row) => row.url));
}

/**
 * Deletes from UploadThing each file of `urls` that this site stored there and no record names
 * any more, then its row in stored_files (so the team's quota gets the room back); returns the
 * URLs deleted. A row stays until UploadThing has deleted its file.
 */
export async function removeUnreferencedUploadThingFiles(
  db: Db,
  urls: Iterable<string>,
  storage: UploadThingStorage,
): Promise<string[]> {
  const stored = await db.storedFile.findMany({
    where: { url: { in: [...new Set(urls)] } },
    select: { url: true },
  });
  const candidates = [...new Set(stored.map((row) => row.url!))];
  const referenced = await referencedUrls(db, candidates);
  const unreferenced = candidates.filter((url) => !referenced.has(url));
  if (unreferenced.length === 0) return [];
  await storage.deleteFiles(unreferenced);
  await db.storedFile.deleteMany({ where: { url: { in: unreferenced } } });
  return unreferenced;
}

/**
 * After a write has committed: removes the uploads `before` (the records as they were) referred
 * to that `after` (as they are now; null for a delete) no longer does and no other record does
 * either, on this disk and in UploadThing (when UPLOADTHING_TOKEN is set). A failure here is
 * logged, never thrown: the write itself has succeeded, and `npm run uploads:gc` removes what is
 * left behind on this disk.
 */
export async function releaseDroppedUploads(
  db: Db,
  before: unknown,
  after: unknown = null,
): Promise<void> {
  const keptKeys = uploadKeysIn(after);
  const droppedKeys = [...uploadKeysIn(before)].filter((key) => !keptKeys.has(key));
  const keptUrls = uploadThingUrlsIn(after);
  const droppedUrls = [...uploadThingUrlsIn(before)].filter((url) => !keptUrls.has(url));
  const uploadThing = getUploadThingStorage();
  try {
    if (droppedKeys.length > 0) await removeUnreferencedUploads(db, droppedKeys);
    if (droppedUrls.length > 0 && uploadThing) {
      await removeUnreferencedUploadThingFiles(db, droppedUrls, uploadThing);
    }
  } catch (error) {
    const dropped = [...droppedKeys, ...droppedUrls];
    console.error('Could not remove uploads no record refers to any more:', dropped, error);
  }
}
