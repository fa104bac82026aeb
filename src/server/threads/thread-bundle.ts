import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Relative: next.config loads this file, without the project's path aliases.
import { cachedPromise } from '../../lib/cached-promise';

/**
 * A thread the server starts from a file of its own: Next bundles server code into chunks a
 * thread cannot be started from, so each entry is compiled into one file plain Node runs.
 */
export interface ThreadEntry {
  /** The compiled file's name in a production build's dist folder. */
  file: string;
  /** The entry's source, from the project's folder. */
  source: string;
  /**
   * Packages the thread loads from node_modules rather than compiling in: native addons, and
   * packages that read files beside their own.
   */
  external: readonly string[];
}

/** The thread imports are read on: no file can stop the server (src/server/modules/import). */
export const IMPORT_READER: ThreadEntry = {
  file: 'import-reader.mjs',
  source: 'src/server/modules/import/read-worker.ts',
  external: [],
};

/** The thread share images are drawn on, ended when idle (src/server/seo). */
export const SHARE_IMAGE_DRAWER: ThreadEntry = {
  file: 'share-image-drawer.mjs',
  source: 'src/server/seo/share-image-worker.ts',
  external: ['@resvg/resvg-js', 'satori', 'sharp', 'react'],
};

const THREAD_ENTRIES = [IMPORT_READER, SHARE_IMAGE_DRAWER];

/** A `require` for the CommonJS modules compiled into an ES module. */
const REQUIRE_BANNER =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/** Where development servers and tests keep the threads they compiled, by content hash. */
const DEVELOPMENT_FOLDER = path.join('node_modules', '.cache', 'teamfolio');

/**
 * The entry and the packages it uses compiled into one file, only the parts it calls: the
 * import reader loading whole packages from node_modules (all of zod, for one) read the bench's
 * 2,000-post export with 6–7 MB more memory, and a fifth slower. CommonJS modules compiled in
 * `require` Node's own through the banner.
 */
async function compileThread(entry: ThreadEntry): Promise<string> {
  // Loaded only here: a production server runs the files its build made and never compiles.
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: [path.join(process.cwd(), entry.source)],
    bundle: true,
    write: false,
    outfile: entry.file,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    external: [...entry.external],
    banner: { js: REQUIRE_BANNER },
    logLevel: 'warning',
  });
  return outputFiles[0]!.text;
}

/** Writes every thread's file into a build's dist folder (the production build calls this). */
export async function bundleThreads(distDir: string): Promise<void> {
  await Promise.all(
    THREAD_ENTRIES.map(async (entry) =>
      writeFile(path.join(distDir, entry.file), await compileThread(entry)),
    ),
  );
}

const compiled = new Map<ThreadEntry, Promise<string>>();

async function compileForDevelopment(entry: ThreadEntry): Promise<string> {
  const code = await compileThread(entry);
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = path.resolve(DEVELOPMENT_FOLDER, entry.file.replace(/\.mjs$/, `-${hash}.mjs`));
  if (await stat(file).catch(() => null)) return file;
  await mkdir(path.dirname(file), { recursive: true });
  // Written aside and renamed: another process compiling the same sources reads it whole.
  const partial = `${file}.${randomUUID()}.partial`;
  await writeFile(partial, code);
  await rename(partial, file);
  return file;
}

/**
 * The thread's file: the production build's, or else compiled once per process from the
 * sources as they are now (a development server, the tests).
 */
export function threadFile(entry: ThreadEntry): Promise<string> {
  if (process.env.NODE_ENV === 'production') {
    const distDir = process.env.NEXT_DIST_DIR ?? '.next';
    return Promise.resolve(path.resolve(distDir, entry.file));
  }
  return cachedPromise(compiled, entry, () => compileForDevelopment(entry));
}
