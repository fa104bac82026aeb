import type { IncomingMessage } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';

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

/** The eight 16-bit groups of an IPv6 address, as numbers (an embedded IPv4 tail as two). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::') as [string, string?];
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const first = groupsOf(head);
  const last = tail === undefined ? [] : groupsOf(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/**
 * What a per-client limit counts a client address as. An IPv4 address (also written as
 * IPv4-mapped IPv6, `::ffff:203.0.113.7`) is one client. An IPv6 client is its /64 network:
 * one home or server is handed a whole /64, so keying on single addresses would let it spread
 * its guesses over 2^64 of them.
 */
export function clientLimitKey(address: string): string {
  const bare = address.replace(/%.*$/, '');
  if (isIPv4(bare) || !isIPv6(bare)) return bare;
  const groups = ipv6Groups(bare.toLowerCase());
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
