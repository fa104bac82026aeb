import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { addCompileHints, COMPILE_HINT } from '../../scripts/site/compile-hints';

let distDir: string;
beforeEach(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'compile-hints-'));
  await mkdir(path.join(distDir, 'static/chunks'), { recursive: true });
});
afterEach(() => rm(distDir, { recursive: true, force: true }));

const CHUNKS = {
  framework: 'static/chunks/framework.js',
  blog: 'static/chunks/blog.js',
  styles: 'static/chunks/styles.css',
  prefetched: 'static/chunks/later.js',
};

async function writeBuild() {
  await writeFile(
    path.join(distDir, 'build-manifest.json'),
    JSON.stringify({
      pages: {
        '/_app': [CHUNKS.framework, CHUNKS.styles],
        '/blog': [CHUNKS.blog, CHUNKS.framework],
      },
      lowPriorityFiles: ['static/build/_buildManifest.js'],
    }),
  );
  for (const chunk of Object.values(CHUNKS)) {
    await writeFile(path.join(distDir, chunk), `/* ${chunk} */`);
  }
}

const read = (chunk: string) => readFile(path.join(distDir, chunk), 'utf8');

describe('addCompileHints', () => {
  it("starts each page's first-load scripts with the hint, once", async () => {
    await writeBuild();

    expect(await addCompileHints(distDir)).toEqual([CHUNKS.blog, CHUNKS.framework]);
    await addCompileHints(distDir);

    expect(await read(CHUNKS.framework)).toBe(`${COMPILE_HINT}/* ${CHUNKS.framework} */`);
    expect(await read(CHUNKS.blog)).toBe(`${COMPILE_HINT}/* ${CHUNKS.blog} */`);
  });

  it('leaves stylesheets and the scripts loaded later as they are', async () => {
    await writeBuild();
    await addCompileHints(distDir);

    expect(await read(CHUNKS.styles)).toBe(`/* ${CHUNKS.styles} */`);
    expect(await read(CHUNKS.prefetched)).toBe(`/* ${CHUNKS.prefetched} */`);
  });

  it('fails without a build manifest', async () => {
    await expect(addCompileHints(distDir)).rejects.toThrow(/build-manifest\.json/);
  });
});
