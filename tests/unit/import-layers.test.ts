import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const SRC = path.join(__dirname, '../../src');

/** Every TypeScript file under `dir`, as a path from src/ (generated code left out). */
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(SRC, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file))
    .filter((file) => !file.startsWith(path.join('server', 'generated')));
}

function importsOf(file: string): string[] {
  const source = readFileSync(path.join(SRC, file), 'utf8');
  return [...source.matchAll(/\bfrom '([^']+)'/g)].map((match) => match[1]!);
}

describe('import layers', () => {
  // Pages and features build on the server and the isomorphic helpers, never the other way round.
  it.each(['server', 'lib', 'schemas'])('src/%s imports no feature, component or page', (dir) => {
    const upward = sourceFiles(dir).flatMap((file) =>
      importsOf(file)
        .filter((target) => /^~\/(features|components|pages)\//.test(target))
        .map((target) => `${file} imports ${target}`),
    );
    expect(upward).toEqual([]);
  });
});
