/**
 * Files made to stop the server, sent to POST /api/import as a signed-in person with a team of
 * their own would: each is refused (or read) with a clear answer while a visitor's page keeps
 * answering within a second, and the server stays up. Each file is built here.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MAX_FRONT_MATTER_CHARS } from '~/server/modules/import/markdown';

import { archiveOf } from '../helpers/archive';
import { useImportServer } from '../helpers/import-server';
import { useContentCast } from '../helpers/roles';

const cast = useContentCast();
const { database } = cast;

const server = useImportServer(
  () => database().db,
  () => ({ teamId: cast.team.id, mode: 'preview' }),
);

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Sends `file` as the admin while a visitor asks for a page again and again; the answer, and
 * the slowest visit.
 */
async function sendWhileVisiting(kind: string, file: Buffer) {
  let answered = false;
  const sent = server.send(cast.users.admin, { kind }, [file]).finally(() => (answered = true));
  let slowestVisit = 0;
  while (!answered) {
    slowestVisit = Math.max(slowestVisit, await server.visit());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { ...(await sent), slowestVisit };
}

const frontMatter = '---\ntitle: Attack\n---\n';

describe('a file made to stop the server', () => {
  it('an 8 MB Ghost export of millions of empty lists: refused before it is parsed', async () => {
    const file = `{"db":[{"meta":{"version":"5.0"},"data":{"posts":[${'[],'.repeat(2_700_000)}[]]}}]}`;
    const answer = await sendWhileVisiting('ghost', Buffer.from(file));
    expect(answer.status).toBe(413);
    expect(answer.json.message).toBe(
      'The file holds too many values: at most 250,000 (objects, lists and their items) can be imported at once.',
    );
    expect(answer.slowestVisit).toBeLessThan(1000);
  });

  it('a small Teamfolio export whose data page unpacks to 60 MB of empty lists: refused', async () => {
    const archive = await archiveOf({
      'manifest.json': JSON.stringify({ format: 'teamfolio-export', version: 1 }),
      'data/blogPosts/0.json': `[${'[],'.repeat(20_000_000)}[]]`,
    });
    expect(archive.length).toBeLessThan(100_000);
    const answer = await sendWhileVisiting('teamfolio', archive);
    expect(answer.status).toBe(413);
    expect(answer.json.message).toMatch(/^The file holds too many values/);
    expect(answer.slowestVisit).toBeLessThan(1000);
  });

  it("a Markdown archive of one file of '![ ' × 40,000: read at once", async () => {
    const answer = await sendWhileVisiting(
      'markdown-archive',
      await archiveOf({ 'post.md': frontMatter + '![ '.repeat(40_000) }),
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ create: { posts: 1 } });
    expect(answer.slowestVisit).toBeLessThan(1000);
  });

  it("a 360 kB series item of '(http:' × 60,000: left out as longer than an item, unread", async () => {
    const answer = await sendWhileVisiting(
      'markdown',
      Buffer.from(`---\ntitle: Attack\nseries: week-by-week\n---\n${'(http:'.repeat(60_000)}`),
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      create: { seriesItems: 0 },
      skipped: [{ entry: 'the file', title: 'Attack', reason: 'Longer than 50000 characters.' }],
    });
    expect(answer.slowestVisit).toBeLessThan(1000);
  });

  it("100 kB of '_a' × 50,000, which the Markdown converter takes seconds over: stopped at the time limit", async () => {
    const answer = await sendWhileVisiting(
      'markdown',
      Buffer.from(frontMatter + '_a'.repeat(50_000)),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe(
      'The file took longer than 2 seconds to read: it is too large or too complex to import at once.',
    );
    expect(answer.slowestVisit).toBeLessThan(1000);
  });

  it('200 kB of nested lists in the front matter: refused before the YAML parser sees it', async () => {
    const answer = await sendWhileVisiting(
      'markdown',
      Buffer.from(`---\ntitle: Attack\ntags: ${'['.repeat(200_000)}\n---\nBody`),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe(
      `Markdown file, front matter: Longer than ${MAX_FRONT_MATTER_CHARS} characters.`,
    );
    expect(answer.slowestVisit).toBeLessThan(1000);
  });

  // Deep enough to overflow the reading thread's stack, and short enough to do so well inside
  // the time limit on a slow machine (twice as many took over 2 s on a busy 2-core host).
  it("'>' × 10,000, which overflows the converter's stack: the generic answer, the error logged under its reference", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await sendWhileVisiting(
      'markdown',
      Buffer.from(frontMatter + '>'.repeat(10_000)),
    );
    expect(answer.status).toBe(500);
    const message = String(answer.json.message);
    expect(message).toMatch(/^Something went wrong on our side\. Reference: [0-9a-f]{8}$/);
    const reference = message.slice(-8);
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining(`import.preview (reference ${reference})`),
      expect.objectContaining({
        message: expect.stringContaining('Maximum call stack size exceeded'),
      }),
    );
    expect(answer.slowestVisit).toBeLessThan(1000);
  });

  it('leaves the server answering imports afterwards', async () => {
    const answer = await server.send(cast.users.admin, { kind: 'markdown' }, [
      Buffer.from(`${frontMatter}Still here.`),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ create: { posts: 1 } });
  });
});
