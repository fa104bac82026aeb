import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The import reader's file in a production build's dist folder. */
export const IMPORT_READER_FILE = 'import-reader.mjs';

/** A `require` for the CommonJS modules compiled into an ES module. */
const REQUIRE_BANNER =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/** Where development servers and tests keep the reader they compiled, by its content's hash. */
const DEVELOPMENT_FOLDER = path.join('node_modules', '.cache', 'teamfolio');

/**
 * The reader thread's entry (read-worker.ts and the readers it calls) compiled into one file
 * plain Node runs: Next bundles server code into chunks a thread cannot be started from. The
 * packages it uses are compiled in too, only the parts it calls: a thread that loaded them from
 * node_modules (all of zod, for one) read the bench's 2,000-post export with 6–7 MB more memory,
 * and a fifth slower. Their CommonJS modules `require` Node's own through the banner.
 */
async function compileReader(): Promise<string> {
  // Loaded only here: a production server runs the file its build made and never compiles.
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: [path.join(process.cwd(), 'src/server/modules/import/read-worker.ts')],
    bundle: true,
    write: false,
    outfile: IMPORT_READER_FILE,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    banner: { js: REQUIRE_BANNER },
    logLevel: 'warning',
  });
  return outputFiles[0]!.text;
}

/** Writes the reader into a build's dist folder (the production build calls this). */
export async function bundleImportReader(distDir: string): Promise<void> {
  await writeFile(path.join(distDir, IMPORT_READER_FILE), await compileReader());
}

let compiled: Promise<string> | undefined;

/**
 * The reader's file: the production build's, or else compiled once per process from the
 * sources as they are now (a development server, the tests).
 */
export function importReaderFile(): Promise<string> {
  if (process.env.NODE_ENV === 'production') {
    const distDir = process.env.NEXT_DIST_DIR ?? '.next';
    return Promise.resolve(path.resolve(distDir, IMPORT_READER_FILE));
  }
  compiled ??= compileReader().then(async (code) => {
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
    const file = path.resolve(DEVELOPMENT_FOLDER, `import-reader-${hash}.mjs`);
    if (await stat(file).catch(() => null)) return file;
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed: another process compiling the same sources reads it whole.
    const partial = `${file}.${randomUUID()}.partial`;
    await writeFile(partial, code);
    await rename(partial, file);
    return file;
  });
  compiled.catch(() => (compiled = undefined));
  return compiled;
}
