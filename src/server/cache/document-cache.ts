import { createHash } from 'node:crypto';

import { dropKeptPages } from '~/server/cache/pages/store';
import { epochCache, processState } from '~/server/process-state';

/** A generated document (a feed, the sitemap, a share image) as it is served. */
export interface CachedDocument {
  body: string | Buffer;
  /** Strong validator: a hash of the body, or of what determines it. */
  etag: string;
  /** When this body was generated, to the second (HTTP dates carry no more). */
  lastModified: Date;
}

/**
 * What a generator makes: a body, whose hash becomes its ETag, or a body with a validator of its
 * own, when something cheaper than the body already determines it (a share image's card).
 */
export type GeneratedDocument = string | Buffer | { body: string | Buffer; etag: string };

/**
 * Feeds, the sitemap and share images are read far more often than content changes (a feed
 * reader polls, every link preview fetches its picture), so each instance keeps what it
 * generated, by path. A write names the documents it changed among its public paths, and that
 * same announcement drops them here and on every other instance (src/server/cache/revalidate.ts,
 * src/server/cache/invalidation). The time limit is only a safety net for a change no announcement
 * names (a renamed author or team, a team turned private).
 */
const DOCUMENT_TTL_MS = 10 * 60_000;
const MAX_DOCUMENTS = 500;
const MAX_BYTES = 16 * 1024 * 1024;

const documents = epochCache<CachedDocument>('teamfolioDocuments', {
  max: MAX_DOCUMENTS,
  maxSize: MAX_BYTES,
  ttl: DOCUMENT_TTL_MS,
  sizeCalculation: (document) => Math.max(Buffer.byteLength(document.body), 1),
});
/** Generations on their way, shared by the requests that arrive meanwhile. */
const inFlight = processState(
  'teamfolioDocumentsInFlight',
  () => new Map<string, Promise<CachedDocument | null>>(),
);

function toDocument(generated: GeneratedDocument): CachedDocument {
  const lastModified = new Date(Math.floor(Date.now() / 1000) * 1000);
  if (typeof generated === 'object' && !Buffer.isBuffer(generated)) {
    return { ...generated, lastModified };
  }
  const hash = createHash('sha256').update(generated).digest('base64url').slice(0, 27);
  return { body: generated, etag: `"${hash}"`, lastModified };
}

/**
 * The document at `path`, generated once and then kept until a write drops it. Concurrent
 * requests for a missing document share one generation. `generate` answers null for a path that
 * names nothing (an unknown series): that answer is not kept, so made-up paths cannot fill the
 * cache.
 */
export function cachedDocument(
  path: string,
  generate: () => Promise<GeneratedDocument | null>,
): Promise<CachedDocument | null> {
  const kept = documents.get(path);
  if (kept) return Promise.resolve(kept);
  const pending = inFlight.get(path);
  if (pending) return pending;

  const startedIn = documents.epoch();
  const generation = generate()
    .then((generated) => {
      if (generated === null) return null;
      const document = toDocument(generated);
      documents.keep(path, document, startedIn);
      return document;
    })
    .finally(() => {
      if (inFlight.get(path) === generation) inFlight.delete(path);
    });
  inFlight.set(path, generation);
  return generation;
}

/** Drops these documents: their content changed. The next request generates them afresh. */
export function dropDocuments(paths: readonly string[]): void {
  // The copies kept in front of Next go with them.
  dropKeptPages();
  documents.drop(paths);
  for (const path of paths) inFlight.delete(path);
}

/** Drops every document: after a lost invalidation channel, any of them may be stale. */
export function dropAllDocuments(): void {
  dropKeptPages();
  documents.drop();
  inFlight.clear();
}
