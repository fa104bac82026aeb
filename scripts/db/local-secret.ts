import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { DATA_DIR } from './paths';

const SECRET_FILE = path.join(DATA_DIR, 'nextauth-secret');

/**
 * A random NEXTAUTH_SECRET kept in .data/nextauth-secret, so sessions survive restarts of a
 * site on the embedded database. Created on first use.
 */
export async function localSecret(): Promise<string> {
  if (existsSync(SECRET_FILE)) return (await readFile(SECRET_FILE, 'utf8')).trim();
  const secret = randomBytes(32).toString('base64url');
  await mkdir(DATA_DIR, { recursive: true });
  await writeFile(SECRET_FILE, `${secret}\n`, { mode: 0o600 });
  return secret;
}
