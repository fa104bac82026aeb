import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { parseRetryAfter, postWebhook } from '~/server/http/outgoing';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** A receiver on 127.0.0.1 whose answer each test sets through `handle`. */
let handle: Handler = (_req, res) => res.end();
let server: http.Server;
let base: string;
let port: number;

beforeAll(async () => {
  server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const request = { body: '{"hello":"world"}', headers: { 'content-type': 'application/json' } };
const loopback = { allowAddresses: ['127.0.0.1'] };

function bodyOf(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
  });
}

describe('postWebhook', () => {
  it('posts the body and headers and returns the status and how long it took', async () => {
    let received: { method?: string; type?: string; body: string } | undefined;
    handle = (req, res) => {
      void bodyOf(req).then((body) => {
        received = { method: req.method, type: req.headers['content-type'], body };
        res.writeHead(202).end('ok');
      });
    };
    const result = await postWebhook(`${base}/hook`, request, loopback);
    expect(result).toEqual({ kind: 'response', status: 202, durationMs: expect.any(Number) });
    expect(received).toEqual({ method: 'POST', type: 'application/json', body: request.body });
  });

  it.each([
    ['http://127.0.0.1/', '127.0.0.1'],
    ['http://[::1]/', '::1'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://10.0.0.1/', '10.0.0.1'],
    ['http://0.0.0.0/', '0.0.0.0'],
    ['http://[fd00::1]/', 'fd00::1'],
    ['https://[::ffff:127.0.0.1]/', '::ffff:7f00:1'],
  ])('refuses %s, naming the address', async (url, address) => {
    expect(await postWebhook(url, request)).toMatchObject({ kind: 'refused', address });
  });

  it('refuses a name that resolves to a loopback address', async () => {
    const result = await postWebhook(`http://localhost:${port}/`, request);
    expect(result).toMatchObject({
      kind: 'refused',
      address: expect.stringMatching(/^(127\.|::1)/),
    });
  });

  it('reaches private addresses when the operator allows them', async () => {
    handle = (_req, res) => res.writeHead(204).end();
    expect(await postWebhook(`${base}/`, request, { allowPrivate: true })).toMatchObject({
      kind: 'response',
      status: 204,
    });
  });

  it.each([
    ['127.0.0.2', 'http://127.0.0.2:PORT/next', '127.0.0.2'],
    ['[::1]', 'http://[::1]:PORT/next', '::1'],
  ])('refuses a redirect to %s', async (_name, location, address) => {
    handle = (_req, res) =>
      res.writeHead(302, { location: location.replace('PORT', String(port)) }).end();
    expect(await postWebhook(`${base}/`, request, loopback)).toMatchObject({
      kind: 'refused',
      address,
    });
  });

  it('posts the body again where a 307 or 308 sends it, up to 3 times', async () => {
    const seen: string[] = [];
    handle = (req, res) => {
      void bodyOf(req).then((body) => {
        seen.push(`${req.method} ${req.url} ${body}`);
        const hop = Number(req.url!.slice(1));
        if (hop < 3) res.writeHead(hop % 2 ? 307 : 308, { location: `/${hop + 1}` }).end();
        else res.writeHead(200).end();
      });
    };
    expect(await postWebhook(`${base}/0`, request, loopback)).toMatchObject({ status: 200 });
    expect(seen).toEqual([0, 1, 2, 3].map((hop) => `POST /${hop} ${request.body}`));
  });

  it('gives up after 3 redirects', async () => {
    handle = (req, res) => res.writeHead(301, { location: `${req.url}x` }).end();
    expect(await postWebhook(`${base}/`, request, loopback)).toMatchObject({
      kind: 'failed',
      reason: 'redirect',
      maybeDelivered: false,
    });
  });

  it('fetches the answer of a 303 without posting again', async () => {
    const seen: string[] = [];
    handle = (req, res) => {
      seen.push(`${req.method} ${req.url}`);
      if (req.url === '/hook') res.writeHead(303, { location: '/done' }).end();
      else res.writeHead(200).end();
    };
    expect(await postWebhook(`${base}/hook`, request, loopback)).toMatchObject({ status: 200 });
    expect(seen).toEqual(['POST /hook', 'GET /done']);
  });

  it('never follows a redirect away from http(s)', async () => {
    handle = (_req, res) => res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    expect(await postWebhook(`${base}/`, request, loopback)).toMatchObject({
      kind: 'failed',
      reason: 'redirect',
      message: 'Redirected to a file: URL.',
    });
  });

  it('reads at most 64 kB of an answer and drops the rest', async () => {
    let finished: boolean | undefined;
    handle = (_req, res) => {
      res.writeHead(200, { 'content-length': String(10 * 1024 * 1024) });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const write = () => {
        while (sent < 10 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', write);
        }
        res.end();
      };
      res.once('close', () => (finished = res.writableFinished));
      write();
    };
    expect(await postWebhook(`${base}/`, request, loopback)).toMatchObject({ status: 200 });
    await expect.poll(() => finished).toBe(false);
  });

  it('fails with a timeout when the receiver never answers', async () => {
    handle = () => {};
    const result = await postWebhook(`${base}/`, request, { ...loopback, timeoutMs: 300 });
    expect(result).toMatchObject({ kind: 'failed', reason: 'timeout', maybeDelivered: true });
    expect(result.durationMs).toBeGreaterThanOrEqual(290);
    expect(result.durationMs).toBeLessThan(2000);
  });

  it('fails without delivery when nothing listens', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await postWebhook(`http://127.0.0.1:${closedPort}/`, request, loopback)).toMatchObject({
      kind: 'failed',
      reason: 'network',
      maybeDelivered: false,
    });
  });

  it('reads Retry-After in seconds or as a date', async () => {
    handle = (req, res) =>
      res
        .writeHead(req.url === '/seconds' ? 429 : 503, {
          'retry-after': req.url === '/seconds' ? '120' : 'Wed, 21 Oct 2065 07:28:00 GMT',
        })
        .end();
    const before = Date.now();
    const seconds = await postWebhook(`${base}/seconds`, request, loopback);
    expect(seconds).toMatchObject({ kind: 'response', status: 429 });
    const retryAt = seconds.kind === 'response' ? seconds.retryAfter!.getTime() : 0;
    expect(retryAt - before).toBeGreaterThanOrEqual(120_000);
    expect(retryAt - before).toBeLessThan(125_000);
    expect(await postWebhook(`${base}/date`, request, loopback)).toMatchObject({
      status: 503,
      retryAfter: new Date('2065-10-21T07:28:00Z'),
    });
  });
});

describe('parseRetryAfter', () => {
  const now = new Date('2026-01-01T00:00:00Z');

  it('takes seconds and HTTP dates, and nothing else', () => {
    expect(parseRetryAfter('0', now)).toEqual(now);
    expect(parseRetryAfter(' 30 ', now)).toEqual(new Date('2026-01-01T00:00:30Z'));
    expect(parseRetryAfter('Thu, 01 Jan 2026 01:00:00 GMT', now)).toEqual(
      new Date('2026-01-01T01:00:00Z'),
    );
    for (const value of [undefined, '', '-5', '1.5', 'soon', '2026-01-02', '9'.repeat(30)]) {
      expect(parseRetryAfter(value, now)).toBeUndefined();
    }
  });
});
