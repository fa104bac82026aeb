/**
 * The body of a call to /api/trpc, through Next's own API resolver and the real route: at most
 * MAX_BODY_BYTES, counted while it is read, so a larger one — declared or sent in chunks without
 * a Content-Length — is refused with a 413 in the shape of a tRPC error before anything parses
 * it, and a body up to the limit still reaches the procedure.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import * as trpcRoute from '~/pages/api/trpc/[trpc]';
import { MAX_BODY_BYTES } from '~/server/http/request-guards';

import { useTestDatabase } from '../helpers/db';

const database = useTestDatabase();

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const query = {
      ...Object.fromEntries(url.searchParams),
      trpc: url.pathname.slice('/api/trpc/'.length),
    };
    const preview = { previewModeId: '', previewModeEncryptionKey: '', previewModeSigningKey: '' };
    void apiResolver(req, res, query, trpcRoute, { ...preview, dev: false }, false);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

interface Answer {
  status: number;
  body: { result?: unknown; error?: { json: { message: string; data: { code: string } } } };
}

/**
 * POSTs `chunks` to contact.submit as JSON from the site's own origin; chunked (no
 * Content-Length) unless `declareLength`.
 */
function post(chunks: Buffer[], { declareLength = false } = {}): Promise<Answer> {
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  return new Promise((resolve, reject) => {
    const req = request(
      `${origin}/api/trpc/contact.submit`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin,
          ...(declareLength ? { 'content-length': String(length) } : {}),
        },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(parts).toString('utf8')) as Answer['body'],
          }),
        );
      },
    );
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

const message = (text: string) => ({
  json: { name: 'Ada', email: 'ada@example.test', subject: 'Hello', message: text },
});

/** A JSON body of exactly `bytes` bytes: a contact message padded with spaces. */
function paddedBody(text: string, bytes: number): Buffer {
  const json = JSON.stringify(message(text));
  return Buffer.from(json + ' '.repeat(bytes - json.length));
}

/** What an attacker sends: `{"json":[{},{},…]}`, about `bytes` long, in 64 kB chunks. */
function floodChunks(bytes: number): Buffer[] {
  const body = Buffer.from(`{"json":[${'{},'.repeat(Math.floor(bytes / 3))}{}]}`);
  const chunks: Buffer[] = [];
  for (let start = 0; start < body.length; start += 65_536) {
    chunks.push(body.subarray(start, start + 65_536));
  }
  return chunks;
}

const TOO_LARGE = {
  status: 413,
  body: {
    error: { json: { message: 'The request is too large.', data: { code: 'PAYLOAD_TOO_LARGE' } } },
  },
};

describe('the body of a tRPC call', () => {
  it('reaches the procedure up to MAX_BODY_BYTES, sent in chunks or with its length', async () => {
    const chunked = await post([paddedBody('Sent in chunks.', MAX_BODY_BYTES)]);
    const declared = await post([paddedBody('Sent with its length.', MAX_BODY_BYTES)], {
      declareLength: true,
    });

    expect(chunked.status).toBe(200);
    expect(declared.status).toBe(200);
    const stored = await database().db.contactSubmission.findMany({ select: { message: true } });
    expect(stored.map((row) => row.message).sort()).toEqual([
      'Sent in chunks.',
      'Sent with its length.',
    ]);
  });

  it('is refused one byte over the limit, before anything reads it', async () => {
    const body = paddedBody('One byte too many.', MAX_BODY_BYTES + 1);

    expect(await post([body])).toMatchObject(TOO_LARGE);
    expect(await post([body], { declareLength: true })).toMatchObject(TOO_LARGE);
    expect(
      await database().db.contactSubmission.count({ where: { message: 'One byte too many.' } }),
    ).toBe(0);
  });

  it('refuses 8 MB of JSON, declared or chunked, with a 413 in the shape of a tRPC error', async () => {
    const flood = floodChunks(8 * 1024 * 1024);

    expect(await post(flood, { declareLength: true })).toMatchObject(TOO_LARGE);
    expect(await post(flood)).toMatchObject(TOO_LARGE);
  });

  it('refuses a body trickled in small pieces once their sum passes the limit', async () => {
    const pieces = Array.from({ length: 2_100 }, () => Buffer.alloc(512, ' '));

    expect(await post(pieces)).toMatchObject(TOO_LARGE);
  });

  it('refuses a body under the limit holding more values than any call takes', async () => {
    const started = performance.now();
    const answer = await post(floodChunks(MAX_BODY_BYTES - 100));

    expect(answer).toMatchObject({
      status: 413,
      body: {
        error: {
          json: {
            message: 'The request holds too many values.',
            data: { code: 'PAYLOAD_TOO_LARGE' },
          },
        },
      },
    });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('answers a body that is not JSON with a 400, not a 500', async () => {
    const answer = await post([Buffer.from('{"json":')]);

    expect(answer.status).toBe(400);
  });
});
