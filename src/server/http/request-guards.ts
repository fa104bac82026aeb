import type { IncomingMessage } from 'node:http';

import { isCrossSite } from '~/server/http/same-origin';

/** Calls one HTTP request may batch. */
export const MAX_BATCH_SIZE = 20;

/** The largest body of any call: a post's 200,000 characters fit, as JSON. */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface Refusal {
  status: number;
  message: string;
}

export const TOO_LARGE: Refusal = { status: 413, message: 'The request is too large.' };

/**
 * The most values (objects, arrays and their items) the JSON of one request may hold: 20 calls
 * of a 1,000-item reorder (the longest list any input takes) fit. Parsing, deserialising and
 * checking a value costs far more than its bytes: 1 MB of `{},` is 350,000 objects, about a
 * second of the one thread that serves every request.
 */
export const MAX_BODY_VALUES = 25_000;

export const TOO_MANY_VALUES: Refusal = {
  status: 413,
  message: 'The request holds too many values.',
};

/**
 * Why a request to /api/trpc/<paths> is refused before its body is read, or null:
 * - a batch of more than MAX_BATCH_SIZE calls;
 * - a Content-Length over MAX_BODY_BYTES (a body sent without one is held to the same bound by
 *   readBoundedBody);
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
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return TOO_LARGE;
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

/**
 * The body as text, or null as soon as more than `limit` bytes have arrived, whatever the
 * Content-Length said (or without one, chunked). What arrives after that is read and dropped,
 * so memory stays bounded and the client, still sending, can read the refusal: destroying the
 * request would reset its connection instead.
 */
export async function readBoundedBody(req: IncomingMessage, limit: number): Promise<string | null> {
  return (await readBoundedBytes(req, limit))?.toString('utf8') ?? null;
}

/** readBoundedBody's bytes, for a body that is not text (an archive). */
export function readBoundedBytes(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData).off('end', onEnd).off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      stop();
      req.resume();
      resolve(null);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;

/**
 * How many values the JSON `text` holds, counted without parsing it, up to `limit` + 1 (the
 * count stops there): a value is an item after a comma or an opened object or array, so their
 * commas, `{` and `[` outside strings count about one each. Malformed JSON is left to the parser.
 */
export function countJsonValues(text: string, limit: number): number {
  let count = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === COMMA || code === OPEN_BRACE || code === OPEN_BRACKET) {
      count += 1;
      if (count > limit) return count;
    }
  }
  return count;
}

/** Whether the JSON `text` holds more than `limit` values (see countJsonValues). */
export function holdsMoreValues(text: string, limit: number): boolean {
  return countJsonValues(text, limit) > limit;
}
