/**
 * The entry of the thread an import's file is read on (see read-in-worker.ts): reads the file
 * it is given and answers once, with what it read, a refusal, or what went wrong.
 */
import { parentPort, workerData } from 'node:worker_threads';

import { AppError } from '~/server/errors';

import type { ReaderAnswer } from './read-in-worker';
import { readSourceFile, type SourceFile } from './read-source';

function answerOf(error: unknown): ReaderAnswer {
  if (error instanceof AppError) {
    return { refused: { code: error.code, message: error.message, field: error.field } };
  }
  const { message, stack } = error instanceof Error ? error : new Error(String(error));
  return { failed: { message, stack } };
}

readSourceFile(workerData as SourceFile).then(
  (read) => parentPort!.postMessage({ read } satisfies ReaderAnswer),
  (error: unknown) => parentPort!.postMessage(answerOf(error)),
);
