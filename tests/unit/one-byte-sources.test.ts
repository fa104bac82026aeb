import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { escapeWideServerSources } from '../../scripts/site/one-byte-sources';

let distDir: string;
beforeEach(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'one-byte-sources-'));
  await mkdir(path.join(distDir, 'server/chunks/ssr'), { recursive: true });
});
afterEach(() => rm(distDir, { recursive: true, force: true }));

/** A server chunk as Turbopack writes one, with wide characters in comments, texts and names. */
const WIDE_CHUNK = `// Loading… (a comment)
"use strict";
const ellipsis = "Loading…";
const quoted = \`the browser’s \${ellipsis} “time zone”\`;
const marker = /[\\ue000\\ue001]|\\u2014/g;
const emoji = "🚀";
const café = "déjà vu";
module.exports = { ellipsis, quoted, replaced: "a—b".replace(marker, "-"), emoji, café };
`;

/** Wide characters that only a pattern or a template read raw holds. */
const PATTERN_CHUNK = `const raw = String.raw\`a→b\`;
const astral = /🚀+/u.test("🚀🚀");
module.exports = { raw, dash: /—/.test("a—b"), astral };
`;

const LATIN1_CHUNK = 'module.exports = { text: "déjà vu, naïve" };\n';

const file = (name: string) => path.join(distDir, 'server/chunks', name);

/** The chunk's exports, loaded afresh. */
function loaded(name: string): unknown {
  const require = createRequire(import.meta.url);
  delete require.cache[file(name)];
  return require(file(name));
}

describe('escapeWideServerSources', () => {
  it('leaves a server chunk one byte a character, with the same values', async () => {
    await writeFile(file('ssr/page.js'), WIDE_CHUNK);
    await writeFile(file('latin1.js'), LATIN1_CHUNK);
    const before = loaded('ssr/page.js');

    expect(await escapeWideServerSources(distDir)).toEqual([
      path.join('server/chunks/ssr/page.js'),
    ]);

    expect(await readFile(file('ssr/page.js'), 'utf8')).not.toMatch(/[^\u0000-\u00ff]/);
    expect(loaded('ssr/page.js')).toEqual(before);
    expect(before).toEqual({
      ellipsis: 'Loading…',
      quoted: 'the browser’s Loading… “time zone”',
      replaced: 'a-b',
      emoji: '🚀',
      café: 'déjà vu',
    });
    // A file that Latin-1 holds already is left as it is.
    expect(await readFile(file('latin1.js'), 'utf8')).toBe(LATIN1_CHUNK);
  });

  it('keeps what a pattern or a raw template holds, and changes nothing the second time', async () => {
    await writeFile(file('patterns.js'), PATTERN_CHUNK);
    const before = loaded('patterns.js');

    await escapeWideServerSources(distDir);
    const once = await readFile(file('patterns.js'), 'utf8');
    await escapeWideServerSources(distDir);

    expect(loaded('patterns.js')).toEqual(before);
    expect(before).toEqual({ raw: 'a→b', dash: true, astral: true });
    expect(await readFile(file('patterns.js'), 'utf8')).toBe(once);
  });

  it("chains a chunk's source map to the sources it came from", async () => {
    await writeFile(file('mapped.js'), `${WIDE_CHUNK}//# sourceMappingURL=mapped.js.map\n`);
    await writeFile(
      file('mapped.js.map'),
      JSON.stringify({
        version: 3,
        sources: ['../../src/original.ts'],
        names: [],
        // Each generated line maps to the same line of the original.
        mappings: WIDE_CHUNK.split('\n')
          .map((_, line) => (line === 0 ? 'AAAA' : 'AACA'))
          .join(';'),
      }),
    );

    await escapeWideServerSources(distDir);

    const map = JSON.parse(await readFile(file('mapped.js.map'), 'utf8')) as { sources: string[] };
    expect(map.sources).toEqual(['../../src/original.ts']);
    expect(await readFile(file('mapped.js'), 'utf8')).toContain(
      '//# sourceMappingURL=mapped.js.map',
    );
  });
});
