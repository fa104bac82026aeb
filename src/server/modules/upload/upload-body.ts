import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

import type { LocalFile } from '~/server/storage/types';

/**
 * Runs `work` with a new folder under `parent` for one upload's files (its body, the image
 * encoded again), then removes the folder and whatever is left in it, whatever happened.
 */
export async function withUploadFolder<T>(
  parent: string,
  work: (folder: string) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(path.join(parent, 'teamfolio-upload-'));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

class BodyTooLarge extends Error {}

/**
 * Writes the request body to `file` as it arrives: the file, or null as soon as the body passes
 * `limit` bytes. Reading stops there, so a body costs at most `limit` bytes of disk and a chunk
 * of memory at a time, whatever the client sends; the request is left open for the answer.
 * Rejects when the client goes away before the end of the body.
 */
export async function writeBody(
  req: IncomingMessage,
  file: string,
  limit: number,
): Promise<LocalFile | null> {
  let size = 0;
  try {
    await pipeline(
      req.iterator({ destroyOnReturn: false }),
      async function* countUpToLimit(chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          size += chunk.length;
          if (size > limit) throw new BodyTooLarge();
          yield chunk;
        }
      },
      createWriteStream(file, { flags: 'wx' }),
    );
  } catch (error) {
    if (error instanceof BodyTooLarge) return null;
    throw error;
  }
  return { path: file, size };
}

/**
 * For an answer given before the whole body arrived: reads the rest of the body and drops it, so
 * a client still sending reads the answer rather than a reset connection, until `limit` more
 * bytes came; then closes the connection, since the rest of a body nobody uses is not worth
 * reading on (and may never end).
 */
export function dropRestOfBody(req: IncomingMessage, limit: number) {
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > limit) req.socket.destroy();
  });
}
