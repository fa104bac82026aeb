import { request } from 'node:http';

import type { BeaconBody } from '~/lib/reader-beacon/beacon';
import { BEACON_PATH } from '~/lib/reader-beacon/beacon';

export interface BeaconSender {
  userAgent?: string;
  /** X-Forwarded-For, as the one trusted proxy in front of the site writes it. */
  forwardedFor?: string;
  /** Origin header; the site's own by default. */
  origin?: string | null;
}

/** POSTs `body` to the beacon endpoint of `site` as navigator.sendBeacon does (text/plain). */
export function postBeacon(
  site: string,
  body: BeaconBody | string,
  { userAgent, forwardedFor, origin = site }: BeaconSender = {},
  method = 'POST',
): Promise<{ status: number; body: string }> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'text/plain;charset=UTF-8' };
  if (userAgent !== undefined) headers['user-agent'] = userAgent;
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  if (origin) headers.origin = origin;
  return new Promise((resolve, reject) => {
    const req = request(`${site}${BEACON_PATH}`, { method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end(method === 'GET' || method === 'HEAD' ? undefined : text);
  });
}

/** Runs `tasks` with at most `width` of them at once. */
export async function inParallel<T>(
  tasks: readonly (() => Promise<T>)[],
  width: number,
): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, lane));
  return results;
}
