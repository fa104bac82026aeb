import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { build } from 'esbuild';

/** A character that Latin-1 cannot hold. */
const WIDE_CHARACTER = /[^\u0000-\u00ff]/;

/**
 * V8 keeps the source of every script the server loads (functions compile lazily, from it), at
 * one byte a character when every character fits in Latin-1 and at two bytes otherwise. One
 * ellipsis in a comment, a typographic quote in a text or an HTML entity table makes a whole
 * server chunk two-byte: in a build of this site, 89 of 548 server files, holding 6 of its 9
 * million characters. This writes those files again with such characters escaped (esbuild's
 * ASCII charset), which changes no value, and their source maps with them. (A wide character in
 * a pattern or in a template read raw stays as it is, and keeps its file two-byte.) Safe to run
 * twice. Returns the files it wrote, relative to `distDir`.
 */
export async function escapeWideServerSources(distDir: string): Promise<string[]> {
  const serverDir = path.join(distDir, 'server');
  const scripts = (await readdir(serverDir, { recursive: true, encoding: 'utf8' }))
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(serverDir, file));
  const wide: string[] = [];
  for (const file of scripts) {
    if (WIDE_CHARACTER.test(await readFile(file, 'utf8'))) wide.push(file);
  }
  await Promise.all(
    wide.map((file) =>
      build({
        entryPoints: [file],
        outfile: file,
        allowOverwrite: true,
        charset: 'ascii',
        // The file as it was otherwise: minified, names, syntax and module kind kept.
        target: 'esnext',
        minifyWhitespace: true,
        sourcemap: existsSync(`${file}.map`) ? 'linked' : false,
        logLevel: 'warning',
      }),
    ),
  );
  return wide.map((file) => path.relative(distDir, file)).sort();
}
