import { createHash, randomBytes } from 'node:crypto';

/*
 * The secret of a link sent to one person (setup, password reset, invitation): 256 random bits in
 * the address, only their SHA-256 stored, so a copy of the database opens no link. A link is
 * found by the hash of the token it carries.
 */

export function linkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: linkTokenHash(token) };
}
