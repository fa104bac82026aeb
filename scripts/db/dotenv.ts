import { existsSync } from 'node:fs';
import path from 'node:path';

import { REPO_ROOT } from './paths';

/** Loads `.env` when present; variables already set in the environment win. */
export function loadDotEnv(): void {
  const file = path.join(REPO_ROOT, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}
