/** Oversized request bodies, as an attacker sends them, and what a visitor sees meanwhile. */
import { request } from 'node:http';

export interface Answer {
  status: number;
  body: string;
}

/** `{"json":[{},{},…]}` of about `bytes`: JSON that would take many times its size to parse. */
export function manyObjectsJson(bytes: number): Buffer {
  return Buffer.from(`{"json":[${'{},'.repeat(Math.floor(bytes / 3))}{}]}`);
}

const CHUNK_BYTES = 64 * 1024;

/**
 * POSTs `body` to `url` as JSON from `origin`, with its Content-Length or chunked without one.
 * Resolves with the answer as soon as it arrives, even while the body is still being sent (a
 * refusal may come first); stops sending then.
 */
export function postJson(
  url: string,
  body: Buffer,
  { origin, chunked }: { origin: string; chunked: boolean },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin,
          ...(chunked ? {} : { 'content-length': String(body.length) }),
        },
      },
      (res) => {
        answered = true;
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8') });
          req.destroy();
        });
      },
    );
    // A server that answered may close the connection while the rest is still on its way.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    let sent = 0;
    const write = () => {
      while (sent < body.length && !answered && !req.destroyed) {
        const chunk = body.subarray(sent, sent + CHUNK_BYTES);
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      if (!answered && !req.destroyed) req.end();
    };
    write();
  });
}

/** GETs `url` over and over until `done` settles; the status and time of each answer. */
export async function visitUntil(
  url: string,
  done: Promise<unknown>,
): Promise<Array<{ status: number; ms: number }>> {
  let finished = false;
  const finish = () => (finished = true);
  done.then(finish, finish);
  const visits: Array<{ status: number; ms: number }> = [];
  do {
    const started = performance.now();
    const response = await fetch(url, { headers: { 'cache-control': 'no-cache' } });
    await response.arrayBuffer();
    visits.push({ status: response.status, ms: performance.now() - started });
  } while (!finished);
  return visits;
}
