/**
 * An import's file is read on a thread of its own (readInWorker): what it read or refused comes
 * back as the reader gave it; a read past its time or heap limit is stopped with a clear answer;
 * only a few files are read at once, and past the waiting room the server says it is busy.
 */
import { describe, expect, it } from 'vitest';

import { AppError } from '~/server/errors';
import {
  MAX_READS_AT_ONCE,
  MAX_WAITING_READS,
  READERS_BUSY_MESSAGE,
  readInWorker,
} from '~/server/modules/import/read-in-worker';
import type { SourceFile } from '~/server/modules/import/read-source';

const frontMatter = '---\ntitle: Hello\n---\n';
/** Text the Markdown converter takes many seconds over. */
const slowMarkdown: SourceFile = {
  kind: 'markdown',
  file: frontMatter + '_a'.repeat(50_000),
  siteUrl: null,
};

async function failureOf(read: Promise<unknown>): Promise<AppError> {
  try {
    await read;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('The read succeeded.');
}

describe('reading an import on a thread of its own', () => {
  it('gives what the reader read', { timeout: 30_000 }, async () => {
    const { source, files } = await readInWorker({
      kind: 'markdown',
      file: `${frontMatter}Some *words*.`,
      siteUrl: null,
    });
    expect(source.plan.posts).toEqual([
      expect.objectContaining({ title: 'Hello', content: '<p>Some <em>words</em>.</p>\n' }),
    ]);
    expect(files).toEqual([]);
  });

  it(
    "gives the reader's refusal with its code, message and field",
    { timeout: 30_000 },
    async () => {
      const error = await failureOf(
        readInWorker({ kind: 'ghost', file: '{"db": [', siteUrl: null }),
      );
      expect(error).toMatchObject({ code: 'BAD_REQUEST', field: 'file' });
      expect(error.message).toMatch(/^The file is not valid JSON: /);
    },
  );

  it('stops a read at its time limit', { timeout: 30_000 }, async () => {
    const started = performance.now();
    const error = await failureOf(readInWorker(slowMarkdown, { timeLimitMs: 2000 }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(
      'The file took longer than 2 seconds to read: it is too large or too complex to import at once.',
    );
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('stops a read past its heap limit', { timeout: 30_000 }, async () => {
    const posts = Array.from({ length: 40_000 }, (_, n) => ({ id: `p${n}`, title: `Post ${n}` }));
    const file = JSON.stringify({ db: [{ meta: { version: '5.0' }, data: { posts } }] });
    const error = await failureOf(
      readInWorker({ kind: 'ghost', file, siteUrl: null }, { heapLimitMb: 16 }),
    );
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(error.message).toBe(
      'The file needs more than 16 MB of memory to read: it is too large or too complex to import at once.',
    );
  });

  it(
    'reads a few files at once, keeps more waiting, and refuses past that',
    { timeout: 60_000 },
    async () => {
      const sent = MAX_READS_AT_ONCE + MAX_WAITING_READS + 1;
      const settled: string[] = [];
      const reads = Array.from({ length: sent }, () =>
        failureOf(readInWorker(slowMarkdown, { timeLimitMs: 300 })).then((error) => {
          settled.push(error.code);
          return error;
        }),
      );
      const errors = await Promise.all(reads);

      // The one past the waiting room is refused at once, before any read ends.
      expect(settled[0]).toBe('TOO_MANY_REQUESTS');
      expect(errors.filter((error) => error.code === 'TOO_MANY_REQUESTS')).toEqual([
        expect.objectContaining({ message: READERS_BUSY_MESSAGE }),
      ]);
      expect(errors.filter((error) => error.code === 'BAD_REQUEST')).toHaveLength(sent - 1);
      // Afterwards every turn is free again.
      await expect(
        readInWorker({ kind: 'markdown', file: `${frontMatter}Done.`, siteUrl: null }),
      ).resolves.toMatchObject({ files: [] });
    },
  );
});
