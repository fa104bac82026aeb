import { beforeEach, describe, expect, it } from 'vitest';

import { cachedDocument, dropAllDocuments, dropDocuments } from '~/server/cache/document-cache';

beforeEach(() => dropAllDocuments());

function counting(body: string | null = 'feed') {
  let calls = 0;
  const generate = () => {
    calls += 1;
    return Promise.resolve(body);
  };
  return { generate, calls: () => calls };
}

describe('the document cache', () => {
  it('generates a document once and keeps it, with an ETag of its body', async () => {
    const { generate, calls } = counting('<rss/>');
    const first = await cachedDocument('/a.xml', generate);
    const second = await cachedDocument('/a.xml', generate);
    expect(calls()).toBe(1);
    expect(second).toBe(first);
    expect(first?.etag).toMatch(/^"[\w-]+"$/);
    expect(first?.lastModified.getMilliseconds()).toBe(0);
  });

  it('shares one generation among concurrent requests', async () => {
    const { generate, calls } = counting();
    await Promise.all(Array.from({ length: 20 }, () => cachedDocument('/b.xml', generate)));
    expect(calls()).toBe(1);
  });

  it('keeps nothing for a path that names nothing', async () => {
    const { generate, calls } = counting(null);
    expect(await cachedDocument('/series/nope/rss.xml', generate)).toBeNull();
    expect(await cachedDocument('/series/nope/rss.xml', generate)).toBeNull();
    expect(calls()).toBe(2);
  });

  it('generates afresh after a drop of its path, and only of its path', async () => {
    const a = counting('a');
    const b = counting('b');
    await cachedDocument('/a.xml', a.generate);
    await cachedDocument('/b.xml', b.generate);
    dropDocuments(['/a.xml']);
    await cachedDocument('/a.xml', a.generate);
    await cachedDocument('/b.xml', b.generate);
    expect([a.calls(), b.calls()]).toEqual([2, 1]);
  });

  it('does not keep a document generated across a drop: it may predate the write', async () => {
    let release!: (body: string) => void;
    const stale = cachedDocument('/c.xml', () => new Promise((resolve) => (release = resolve)));
    dropDocuments(['/c.xml']);
    release('before the write');
    expect((await stale)?.body).toBe('before the write');

    const fresh = await cachedDocument('/c.xml', () => Promise.resolve('after the write'));
    expect(fresh?.body).toBe('after the write');
  });

  it('keeps a bounded number of documents, dropping the least recently used', async () => {
    const first = counting('first');
    await cachedDocument('/0.xml', first.generate);
    for (let n = 1; n <= 500; n += 1)
      await cachedDocument(`/${n}.xml`, () => Promise.resolve(`${n}`));
    await cachedDocument('/0.xml', first.generate);
    expect(first.calls()).toBe(2);
  });
});
