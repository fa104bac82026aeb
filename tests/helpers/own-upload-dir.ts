import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll } from 'vitest';

/**
 * A new upload folder made the app's UPLOAD_DIR, local storage only, removed again once the
 * file's tests are done. Call it inside `vi.hoisted`, before src/env.ts reads the environment:
 * `const uploadDir = await vi.hoisted(async () => (await import('../helpers/own-upload-dir')).ownUploadDir('name'))`.
 */
export function ownUploadDir(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `teamfolio-${name}-`));
  process.env.UPLOAD_DIR = dir;
  delete process.env.UPLOADTHING_TOKEN;
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return dir;
}
