import { createHmac } from 'node:crypto';

import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

import { env } from '~/env';
import type { Db } from '~/server/db';
import { createRateLimiter } from '~/server/rate-limit';

/*
 * The proof of work public forms ask of a browser instead of a third party's CAPTCHA (ALTCHA):
 * the server hands out a challenge it signed, the browser searches for the counter that solves
 * it, and the server checks the solution against its own signature, so it keeps nothing until a
 * solution is spent. Each solution is accepted once.
 */

const ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per counter tried: the work per try; ALTCHA_COMPLEXITY sets the tries. */
const COST = 500;
const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

// The solutions already spent, remembered while their challenge could still pass: a window of
// the challenge's lifetime counts the uses of each challenge's signature.
const spentSolutions = createRateLimiter({
  scope: 'altcha-spent',
  limit: 1,
  windowMs: CHALLENGE_LIFETIME_MS,
});

/** A key of its own for each use of NEXTAUTH_SECRET, so that no signature serves another. */
function derivedSecret(purpose: string): string {
  const secret = env.NEXTAUTH_SECRET;
  if (!secret) throw new Error('NEXTAUTH_SECRET is needed to sign proof-of-work challenges.');
  return createHmac('sha256', secret).update(`altcha:${purpose}`).digest('hex');
}

/** A new challenge for the widget, valid for ten minutes. */
export function createProofOfWorkChallenge(): Promise<Challenge> {
  const complexity = env.ALTCHA_COMPLEXITY;
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    // The counter the browser must reach; the server knows its key, signed, so checking a
    // solution costs it one signature instead of the search.
    counter: randomInt(complexity, Math.ceil(complexity / 2)),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
    hmacSignatureSecret: derivedSecret('challenge'),
    hmacKeySignatureSecret: derivedSecret('key'),
  });
}

interface Payload {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string; time?: number };
}

function decodePayload(encoded: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Partial<Payload>;
    const { challenge, solution } = payload;
    if (
      typeof challenge?.signature !== 'string' ||
      typeof challenge.parameters !== 'object' ||
      typeof solution?.counter !== 'number' ||
      typeof solution.derivedKey !== 'string'
    ) {
      return null;
    }
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * Whether `encoded` (the widget's payload) solves a challenge this server signed that has not
 * expired and whose solution was not spent before; a passing solution is spent.
 */
export async function spendProofOfWork(db: Db, encoded: string): Promise<boolean> {
  const payload = decodePayload(encoded);
  if (!payload) return false;
  let verified: boolean;
  try {
    ({ verified } = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: derivedSecret('challenge'),
      hmacKeySignatureSecret: derivedSecret('key'),
    }));
  } catch {
    // Parameters no challenge of ours has (another algorithm, a malformed salt).
    return false;
  }
  if (!verified || !payload.challenge.signature) return false;
  const { allowed } = await spentSolutions.hit(db, payload.challenge.signature);
  return allowed;
}
