import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** Local state of a checkout (git-ignored): embedded database, generated secret, uploads. */
export const DATA_DIR = path.join(REPO_ROOT, '.data');

/** The upload folder the site uses (UPLOAD_DIR, relative to the repository like the server). */
export function uploadDir(): string {
  return path.resolve(REPO_ROOT, process.env.UPLOAD_DIR ?? '.data/uploads');
}

export const EMBEDDED_DATA_DIR = path.join(DATA_DIR, 'postgres');

/** The app's database on the embedded server. */
export const EMBEDDED_DATABASE = 'teamfolio';
