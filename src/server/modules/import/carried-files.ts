import type { ImportSourceKind } from '~/schemas/import';
import { uploadKeysIn } from '~/server/storage/file-references';
import { LOCAL_UPLOADS_URL } from '~/server/storage/local';

import { ARCHIVE_IMAGE_ADDRESS } from './markdown-archive';
import { mapTexts, sourceKey, type CarriedFile, type ReadFile, type ReadSource } from './plan';

/** Stores a file a source carries with the team's uploads and gives its address. */
export type StoreFile = (file: CarriedFile) => Promise<string>;

export interface CarryOptions {
  /** Where the files go; none in a dry run, which says how many would be stored. */
  store?: StoreFile;
  /** Which of these import_sources keys an earlier import of the team already wrote. */
  imported: (keys: string[]) => Promise<Set<string>>;
}

/** The addresses the files got, by their keys; stored one after the other. */
async function storeAll(files: CarriedFile[], store: StoreFile): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  for (const file of files) urls.set(file.key, await store(file));
  return urls;
}

/** The images a Markdown archive's posts show, stored; the posts show them from there. */
async function withArchiveImages({ source, files }: ReadFile, store?: StoreFile) {
  if (files.length === 0) return source;
  if (!store) {
    const note = `${files.length} image(s) of the archive will be stored with the team's uploads.`;
    return { ...source, notes: [...source.notes, note] };
  }
  const urls = await storeAll(files, store);
  const plan = mapTexts(source.plan, (text) =>
    text.replace(ARCHIVE_IMAGE_ADDRESS, (address) => urls.get(address) ?? address),
  );
  return { ...source, plan };
}

/** A local upload's address as a record holds it, on this site or the one exported from. */
const UPLOAD_ADDRESS = new RegExp(
  `(?:https?://[^/\\s"'<>]+)?${LOCAL_UPLOADS_URL}/([a-z-]+/[A-Za-z0-9_-]+\\.[a-z0-9]+)`,
  'g',
);

/**
 * The uploads of a Teamfolio export that its records refer to, stored, and the records pointing
 * at them. Records an earlier import wrote are not written again, so their uploads are not
 * stored again either.
 */
async function withExportUploads({ source, files }: ReadFile, { store, imported }: CarryOptions) {
  const { plan } = source;
  const keyed = [
    ...plan.authors.map((one) => [sourceKey('author', one.sourceId), one] as const),
    ...(plan.series ?? []).map((one) => [sourceKey('series', one.sourceId), one] as const),
    ...plan.seriesItems.map((one) => [sourceKey('item', one.sourceId), one] as const),
    ...plan.posts.map((one) => [sourceKey('post', one.sourceId), one] as const),
    ...(plan.projects ?? []).map((one) => [sourceKey('project', one.sourceId), one] as const),
    ...(plan.mediaItems ?? []).map((one) => [sourceKey('media', one.sourceId), one] as const),
  ];
  const done = await imported(keyed.map(([key]) => key));
  const fresh = keyed.filter(([key]) => !done.has(key)).map(([, record]) => record);
  const referred = [...uploadKeysIn(fresh)].sort();
  const byKey = new Map(files.map((file) => [file.key, file]));
  const carried = referred.flatMap((key) => byKey.get(key) ?? []);
  const notes = [...source.notes];
  if (carried.length < referred.length) {
    notes.push(
      `${referred.length - carried.length} uploaded file(s) the records refer to are not in the archive: those addresses are kept as they are.`,
    );
  }
  if (carried.length === 0) return { ...source, notes };
  if (!store) {
    notes.push(
      `${carried.length} uploaded file(s) of the export will be stored with the team's uploads.`,
    );
    return { ...source, notes };
  }
  const urls = await storeAll(carried, store);
  const stored = mapTexts(plan, (text) =>
    text.replace(UPLOAD_ADDRESS, (whole, key: string) => urls.get(key) ?? whole),
  );
  return { ...source, notes, plan: stored };
}

/**
 * A read file's source once the files it carries are stored (none in a dry run), its records
 * pointing at where they went: every file is read and checked first, so a broken one stores
 * nothing.
 */
export function withCarriedFiles(
  kind: ImportSourceKind,
  read: ReadFile,
  options: CarryOptions,
): ReadSource | Promise<ReadSource> {
  if (kind === 'markdown-archive') return withArchiveImages(read, options.store);
  if (kind === 'teamfolio') return withExportUploads(read, options);
  return read.source;
}
