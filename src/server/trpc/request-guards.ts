import type { IncomingMessage } from 'node:http';

import { isCrossSite } from '~/server/same-origin';

/** Calls one HTTP request may batch. */
export const MAX_BATCH_SIZE = 20;

/** The largest body of any call but an image upload: a post's 200,000 characters fit, as JSON. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The calls that carry a file (as base64) and may send megabytes. */
const UPLOAD_PROCEDURES: ReadonlySet<string> = new Set(['upload.image']);

export interface Refusal {
  status: number;
  message: string;
}

/**
 * Why a request to /api/trpc/<paths> is refused before any procedure runs, or null:
 * - a batch of more than MAX_BATCH_SIZE calls;
 * - a body over MAX_BODY_BYTES, unless every call is an upload;
 * - a mutation (POST) that is not `application/json`, or whose `Origin` is another site's. A
 *   cross-site form can send neither, so no other site can make a visitor's browser write.
 */
export function refusalOf(
  req: Pick<IncomingMessage, 'method' | 'headers'>,
  paths: readonly string[],
): Refusal | null {
  if (paths.length > MAX_BATCH_SIZE) {
    return { status: 400, message: `At most ${MAX_BATCH_SIZE} calls in one batch.` };
  }
  const length = Number(req.headers['content-length'] ?? 0);
  if (length > MAX_BODY_BYTES && !paths.every((path) => UPLOAD_PROCEDURES.has(path))) {
    return { status: 413, message: 'The request is too large.' };
  }
  if (req.method !== 'POST') return null;
  const type = req.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) {
    return { status: 415, message: 'Calls that change data must send application/json.' };
  }
  if (isCrossSite(req.headers)) {
    return { status: 403, message: 'Calls that change data must come from this site.' };
  }
  return null;
}
