/**
 * The request behind a public list's 'Load more' (src/lib/fetch-public-list.ts), in a module
 * of its own so that it loads when first needed, not with the page.
 */
import type { ListInput, ListPage } from './fetch-public-list';

export class ListFetchError extends Error {
  constructor(procedure: string, status: number) {
    super(`${procedure} answered ${status}`);
    this.name = 'ListFetchError';
  }
}

export function publicListUrl(procedure: string, input: ListInput): string {
  return `/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
}

interface TrpcSuccess<Data> {
  result: { data: { json: Data } };
}

function isListPage(value: unknown): value is ListPage<unknown> {
  const page = value as Partial<ListPage<unknown>> | null;
  return (
    Array.isArray(page?.items) && (page.nextCursor === null || typeof page.nextCursor === 'string')
  );
}

/** Rejects with a ListFetchError on a network failure, an error status or an unexpected body. */
export async function fetchPublicList<Item>(
  procedure: string,
  input: ListInput,
  signal?: AbortSignal,
): Promise<ListPage<Item>> {
  let response: Response;
  try {
    response = await fetch(publicListUrl(procedure, input), {
      headers: { accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ListFetchError(procedure, 0);
  }
  if (!response.ok) throw new ListFetchError(procedure, response.status);
  const body = (await response.json().catch(() => null)) as TrpcSuccess<unknown> | null;
  const page = body?.result?.data?.json;
  if (!isListPage(page)) throw new ListFetchError(procedure, response.status);
  return page as ListPage<Item>;
}
