import { createHash } from 'node:crypto';

/** Bytes kept of the hash: 128 bits, where a day's collisions are out of reach. */
export const VISITOR_KEY_BYTES = 16;

/**
 * One visitor within one UTC day: SHA-256 of the day's salt, the client address and the user
 * agent, cut to 16 bytes. Once the day's salt is deleted, nobody (the site included) can tell
 * from an address whether it is behind a key. The address is used here and nowhere kept.
 */
export function visitorKey(salt: Uint8Array, address: string, userAgent: string): Buffer {
  return createHash('sha256')
    .update(salt)
    .update('\0')
    .update(address)
    .update('\0')
    .update(userAgent)
    .digest()
    .subarray(0, VISITOR_KEY_BYTES);
}
