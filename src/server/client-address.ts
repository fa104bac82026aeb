import type { IncomingMessage } from 'node:http';

import { env } from '~/env';

/**
 * The address of the client that sent a request, for per-client rate limits. Behind `hops`
 * trusted proxies, each appends the address it received from to X-Forwarded-For and the last one
 * is the socket's peer, so the client is `hops` entries from the right of
 * `X-Forwarded-For, peer`. Entries further left are whatever the client wrote: never trusted.
 */
export function clientAddress(
  forwardedFor: string | string[] | undefined,
  peer: string | undefined,
  hops: number,
): string | null {
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = peer ? [...forwarded, peer] : forwarded;
  if (hops === 0 || chain.length === 0) return peer ?? null;
  // Fewer entries than proxies: the request did not come through all of them.
  return chain[Math.max(0, chain.length - 1 - hops)] ?? null;
}

/** The client address of a request to this server, behind TRUSTED_PROXY_HOPS proxies. */
export function requestClientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>) {
  return clientAddress(
    req.headers['x-forwarded-for'],
    req.socket.remoteAddress,
    env.TRUSTED_PROXY_HOPS,
  );
}
