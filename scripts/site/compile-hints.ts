import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Chrome's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): a script that
 * starts with this comment has all its functions compiled on a background thread while it
 * streams in. Without it V8 compiles each function on the main thread the first time it runs,
 * which on this site's pages was the largest share of the work before hydration (about 500 ms at
 * Lighthouse's 4× mobile CPU). Other browsers read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

interface BuildManifest {
  /** Per page, the files it loads up front (relative to the dist folder). */
  pages: Record<string, string[]>;
}

/**
 * Puts the compile hint at the top of every page's first-load chunks: their functions nearly
 * all run while the page starts. Chunks loaded later (prefetches, dynamic imports) keep V8's
 * lazy default. Safe to run twice. Returns the chunks, relative to `distDir`.
 */
export async function addCompileHints(distDir: string): Promise<string[]> {
  const manifest = JSON.parse(
    await readFile(path.join(distDir, 'build-manifest.json'), 'utf8'),
  ) as BuildManifest;
  const chunks = [...new Set(Object.values(manifest.pages).flat())].filter((file) =>
    file.endsWith('.js'),
  );
  await Promise.all(
    chunks.map(async (chunk) => {
      const file = path.join(distDir, chunk);
      const source = await readFile(file, 'utf8');
      if (!source.startsWith(COMPILE_HINT)) await writeFile(file, COMPILE_HINT + source);
    }),
  );
  return chunks.sort();
}
