import { Worker } from 'node:worker_threads';

import {
  AppError,
  badRequest,
  payloadTooLarge,
  tooManyRequests,
  type AppErrorCode,
} from '~/server/errors';
import { IMPORT_READER, threadFile } from '~/server/threads/thread-bundle';

import type { ReadFile } from './plan';
import type { SourceFile } from './read-source';

/** How long reading one file may take before its thread is stopped. */
export const READ_TIME_LIMIT_MS = 10_000;

/**
 * A single Markdown file is one post of at most 200 kB, which converts in a fraction of a
 * second; text made to send the converter quadratic takes seconds, and is stopped well before
 * the limit of whole exports.
 */
export const MARKDOWN_FILE_TIME_LIMIT_MS = 2_000;

/** The heap a reading thread may grow to, beside the server's own. */
export const READ_HEAP_LIMIT_MB = 192;

/**
 * The reading thread's young generation, smaller than Node's default. On Node 24 the pages of a
 * finished thread's heap stay in the process, for the server's own heap to take, and go back to
 * the system only seconds later: the thread's whole heap adds to the server's peak. An 11 MB
 * export reads as fast with 8 MB as with 32, and some 15 MB fewer pages stay behind.
 */
const READ_YOUNG_GENERATION_MB = 8;

/** Files read at once by one server; more wait their turn, up to MAX_WAITING_READS. */
export const MAX_READS_AT_ONCE = 2;
export const MAX_WAITING_READS = 8;

export const readTooSlowMessage = (timeLimitMs: number) =>
  `The file took longer than ${timeLimitMs / 1000} seconds to read: it is too large or too complex to import at once.`;
export const readTooLargeMessage = (heapLimitMb: number) =>
  `The file needs more than ${heapLimitMb} MB of memory to read: it is too large or too complex to import at once.`;
export const READERS_BUSY_MESSAGE =
  'The server is reading other imports right now: try again in a minute.';

/** What the reading thread answers (read-worker.ts). */
export type ReaderAnswer =
  | { read: ReadFile }
  | { refused: { code: AppErrorCode; message: string; field: string | undefined } }
  | { failed: { message: string; stack: string | undefined } };

let reading = 0;
const waiting: Array<() => void> = [];

async function takeTurn(): Promise<void> {
  if (reading < MAX_READS_AT_ONCE) {
    reading += 1;
    return;
  }
  if (waiting.length >= MAX_WAITING_READS) throw tooManyRequests(READERS_BUSY_MESSAGE);
  // The turn is handed over by the read that ends (endTurn), so `reading` stays as it is.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function endTurn() {
  const next = waiting.shift();
  if (next) next();
  else reading -= 1;
}

function resultOf(answer: ReaderAnswer): ReadFile {
  if ('read' in answer) return answer.read;
  if ('refused' in answer) {
    const { code, message, field } = answer.refused;
    throw new AppError(code, message, { field });
  }
  const error = new Error(`Reading an import failed: ${answer.failed.message}`);
  error.stack = answer.failed.stack;
  throw error;
}

interface ReadLimits {
  timeLimitMs?: number;
  heapLimitMb?: number;
}

function readOnThread(
  entry: string,
  source: SourceFile,
  {
    timeLimitMs = source.kind === 'markdown' ? MARKDOWN_FILE_TIME_LIMIT_MS : READ_TIME_LIMIT_MS,
    heapLimitMb = READ_HEAP_LIMIT_MB,
  }: ReadLimits,
): Promise<ReaderAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry, {
      workerData: source,
      resourceLimits: {
        maxOldGenerationSizeMb: heapLimitMb,
        maxYoungGenerationSizeMb: READ_YOUNG_GENERATION_MB,
      },
    });
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      finish();
    };
    const timer = setTimeout(
      () => settle(() => reject(badRequest(readTooSlowMessage(timeLimitMs), { field: 'file' }))),
      timeLimitMs,
    );
    worker.once('message', (answer: ReaderAnswer) => settle(() => resolve(answer)));
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? payloadTooLarge(readTooLargeMessage(heapLimitMb))
            : error,
        ),
      ),
    );
    worker.once('exit', (code) =>
      settle(() =>
        reject(new Error(`The import reader stopped (exit code ${code}) without an answer.`)),
      ),
    );
  });
}

/**
 * Reads an import's file (readSourceFile) on a thread of its own, so that no file can stop the
 * server: the thread has its own heap, capped at READ_HEAP_LIMIT_MB (PAYLOAD_TOO_LARGE past it),
 * and is stopped after READ_TIME_LIMIT_MS, or MARKDOWN_FILE_TIME_LIMIT_MS for a single Markdown
 * file (BAD_REQUEST); `limits` may lower both. At most MAX_READS_AT_ONCE files are read at once;
 * more wait, and past MAX_WAITING_READS waiting, TOO_MANY_REQUESTS. The reader's refusals come
 * back as the same errors; anything else it throws, as an unexpected error.
 */
export async function readInWorker(source: SourceFile, limits: ReadLimits = {}): Promise<ReadFile> {
  const entry = await threadFile(IMPORT_READER);
  await takeTurn();
  try {
    return resultOf(await readOnThread(entry, source, limits));
  } finally {
    endTurn();
  }
}
