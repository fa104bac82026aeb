/**
 * What a caller reads when a call fails, over HTTP as a browser calls the API: a text holding a
 * control character is refused with a 400 and a field message before it reaches the database;
 * an unexpected failure answers a generic message whose reference is also in the server log,
 * never the database's own words.
 */
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  DATABASE_UNAVAILABLE_MESSAGE,
  retryAfterDatabaseMeta,
} from '~/server/database-unavailable';
import type { Db } from '~/server/db';
import { createDb } from '~/server/db';
import { logUnexpectedError } from '~/server/error-reference';
import { createInnerContext } from '~/server/trpc/context';
import { appRouter } from '~/server/trpc/root';

import { createBlankDatabase, useTestDatabase } from '../helpers/db';

const database = useTestDatabase();

afterEach(() => {
  vi.restoreAllMocks();
});

function call(db: Db, path: string, init: { input: unknown; method: 'GET' | 'POST' }) {
  const body = JSON.stringify({ json: init.input });
  const url =
    init.method === 'GET'
      ? `http://localhost/api/trpc/${path}?input=${encodeURIComponent(body)}`
      : `http://localhost/api/trpc/${path}`;
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req: new Request(url, {
      method: init.method,
      headers: { 'content-type': 'application/json' },
      body: init.method === 'POST' ? body : undefined,
    }),
    router: appRouter,
    createContext: () => createInnerContext({ db, session: null, clientIp: '192.0.2.1' }),
    onError: logUnexpectedError,
    responseMeta: (opts) => retryAfterDatabaseMeta(opts) ?? {},
  });
}

interface ErrorBody {
  error: { json: { message: string; data: { httpStatus: number; fieldErrors: object } } };
}

describe('a control character in a text', () => {
  it('is refused with a 400 naming the field: a slug holding NUL', async () => {
    const response = await call(database().db, 'series.bySlug', {
      method: 'GET',
      input: { slug: 'robot\u0000diary' },
    });
    const { error } = (await response.json()) as ErrorBody;

    expect(response.status).toBe(400);
    expect(error.json.message).toBe('Must not contain control characters.');
    expect(error.json.data.fieldErrors).toEqual({
      slug: ['Must not contain control characters.'],
    });
  });

  it('is refused in a contact message, and nothing is stored', async () => {
    const { db } = database();
    const response = await call(db, 'contact.submit', {
      method: 'POST',
      input: { name: 'Ada', email: 'ada@example.test', message: 'Hello\u0000there' },
    });

    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.json.data.fieldErrors).toEqual({
      message: ['Must not contain control characters.'],
    });
    expect(await db.contactSubmission.count()).toBe(0);
  });

  it('lets tabs and line breaks through', async () => {
    const response = await call(database().db, 'contact.submit', {
      method: 'POST',
      input: { name: 'Ada', email: 'ada@example.test', message: 'Line one\r\n\tLine two' },
    });
    expect(response.status).toBe(200);
  });
});

describe('an unexpected failure', () => {
  it('answers a generic message with a reference that the server log also has', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A database without the site's tables: the call fails below every rule of the API.
    const blank = await createBlankDatabase();
    const tableless = createDb(blank.url);

    const response = await call(tableless, 'series.list', { method: 'GET', input: {} });
    const text = await response.text();
    await tableless.$disconnect();
    await blank.drop();

    expect(response.status).toBe(500);
    const { message } = (JSON.parse(text) as ErrorBody).error.json;
    const reference = /^Something went wrong on our side\. Reference: ([0-9a-f]{8})$/.exec(
      message,
    )?.[1];
    expect(reference).toBeDefined();
    expect(text).not.toMatch(/prisma|ECONNREFUSED|postgres|stack/i);
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining(`series.list (reference ${reference})`),
      expect.anything(),
    );
  });
});

describe('a database that cannot be reached', () => {
  it('answers 503 with a message and a time to try again, at once, for reads and writes alike', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Nobody listens on port 9: the connection is refused.
    const unreachable = createDb('postgresql://nobody@127.0.0.1:9/nothing');
    const started = Date.now();

    const read = await call(unreachable, 'series.list', { method: 'GET', input: {} });
    const write = await call(unreachable, 'contact.submit', {
      method: 'POST',
      input: { name: 'Ada', email: 'ada@example.test', message: 'Hello' },
    });
    await unreachable.$disconnect();

    for (const response of [read, write]) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      const { error } = (await response.json()) as ErrorBody;
      expect(error.json.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    }
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(logged).not.toHaveBeenCalled();
  });
});
