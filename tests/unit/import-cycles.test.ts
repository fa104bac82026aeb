import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

/*
 * No module of src/ imports itself through others: a cycle makes the order modules load in
 * decide what a module sees of another (undefined at first), and it ties folders together that
 * should stand apart. The static imports are followed; an import() that loads a module when
 * it runs (a job's handler loading its service) closes no cycle at load time and is left out.
 */
const SRC = path.join(__dirname, '../../src');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string, files: Set<string>): string | null {
  let base: string;
  if (specifier.startsWith('~/')) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (files.has(base)) return base;
  return EXTENSIONS.map((ending) => base + ending).find((file) => files.has(file)) ?? null;
}

/** Every module's static imports of other modules of src/. */
function importGraph(): Map<string, string[]> {
  const files = sourceFiles(SRC);
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const targets = [...text.matchAll(STATIC_IMPORT)]
        .map((match) => resolveImport(file, match[1]!, known))
        .filter((target): target is string => target !== null);
      return [file, targets];
    }),
  );
}

/** The cycles found by a depth-first walk, each as the modules along it. */
function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string) => {
    const at = onPath.indexOf(file);
    if (at >= 0) {
      cycles.push([...onPath.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    onPath.push(file);
    for (const target of graph.get(file) ?? []) visit(target);
    onPath.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return cycles;
}

describe('the modules of src/', () => {
  it('import one another without a cycle', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(300);
    const cycles = findCycles(graph).map((cycle) =>
      cycle.map((file) => path.relative(SRC, file)).join(' → '),
    );
    expect(cycles).toEqual([]);
  });

  it('would name a cycle', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });
});
