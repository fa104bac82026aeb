import { afterEach, describe, expect, it, vi } from 'vitest';

import { publicListPages } from '~/lib/fetch-public-list';
import { fetchPublicList, ListFetchError, publicListUrl } from '~/lib/public-list-request';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('publicListUrl', () => {
  it('sends the input as tRPC expects it over GET, without undefined fields', () => {
    const url = publicListUrl('media.list', { cursor: null, limit: 12, mediaType: undefined });
    expect(url.startsWith('/api/trpc/media.list?input=')).toBe(true);
    const input = new URL(url, 'http://localhost').searchParams.get('input');
    expect(JSON.parse(input!)).toEqual({ json: { cursor: null, limit: 12 } });
  });
});

describe('fetchPublicList', () => {
  it('returns the page from result.data.json, dates as the ISO strings they arrive as', async () => {
    const page = {
      items: [{ id: 'a', createdAt: '2026-10-01T00:00:00.000Z' }],
      nextCursor: 'a',
    };
    const fetchMock = stubFetch(json({ result: { data: { json: page, meta: {} } } }));
    await expect(fetchPublicList('blog.list', { cursor: 'z', limit: 1 })).resolves.toEqual(page);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it.each([
    ['an error status', json({ error: { json: { message: 'Bad' } } }, 400)],
    ['an unexpected body', json({ result: { data: { json: { rows: [] } } } })],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('rejects with a ListFetchError on %s', async (_case, response) => {
    stubFetch(response);
    await expect(fetchPublicList('blog.list', { cursor: null, limit: 1 })).rejects.toBeInstanceOf(
      ListFetchError,
    );
  });
});

describe('publicListPages', () => {
  it("asks for the page after the cursor with the list's filters and trims every item", async () => {
    const page = {
      items: [{ id: 'b', title: 'Second', content: 'Long text' }],
      nextCursor: 'b',
    };
    const fetchMock = stubFetch(json({ result: { data: { json: page } } }));
    const fetchPage = publicListPages('seriesItem.list', {
      limit: 6,
      filters: { seriesSlug: 'sprint' },
      toItem: ({ id, title }: { id: string; title: string }) => ({ id, title }),
    });

    await expect(fetchPage('a', new AbortController().signal)).resolves.toEqual({
      items: [{ id: 'b', title: 'Second' }],
      nextCursor: 'b',
    });
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    const input = new URL(url, 'http://localhost').searchParams.get('input');
    expect(JSON.parse(input!)).toEqual({ json: { seriesSlug: 'sprint', cursor: 'a', limit: 6 } });
  });
});
