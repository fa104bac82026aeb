/**
 * Fails (exit 1) when a page's first-load JavaScript exceeds its budget, gzipped: 130 kB for a
 * public page, the reader beacon's script included, 250 kB for an admin page (every route under
 * /admin, /teams and /system-admin); or when the reader beacon's script is over 2 kB or missing.
 *
 *   tsx scripts/check-bundle-budget.ts [distDir]     (default: NEXT_DIST_DIR or .next)
 *
 * Reads the build's diagnostics/route-bundle-stats.json, so run it after `next build` (CI runs
 * it right after the e2e tests, which leave a production build behind).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import {
  budgetGroups,
  findTrackerChunk,
  formatBudgetTable,
  judgeBudgets,
  judgeTracker,
  KB,
  parseRouteBundleStats,
} from './bench/bundle-budget';
import { REPO_ROOT } from './db/paths';

const distDir = path.resolve(REPO_ROOT, process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next');
const statsFile = path.join(distDir, 'diagnostics', 'route-bundle-stats.json');

let json: string;
try {
  json = readFileSync(statsFile, 'utf8');
} catch {
  console.error(`${path.relative(REPO_ROOT, statsFile)} is missing: run \`next build\` first.`);
  process.exit(1);
}

// Chunk paths in the stats start with the dist folder's name: they are relative to the project.
// Default gzip level, as `next start` compresses responses.
const projectDir = path.dirname(distDir);
const gzipSizeOf = (chunk: string) =>
  gzipSync(readFileSync(path.resolve(projectDir, chunk))).length;

const chunksDir = path.join(distDir, 'static', 'chunks');
const chunks = readdirSync(chunksDir)
  .filter((name) => name.endsWith('.js'))
  .map((name) => path.relative(projectDir, path.join(chunksDir, name)));
const trackerChunk = findTrackerChunk(chunks, (chunk) =>
  readFileSync(path.resolve(projectDir, chunk), 'utf8'),
);

const stats = parseRouteBundleStats(json);
const groups = [
  ...judgeBudgets(stats, gzipSizeOf, budgetGroups(stats, trackerChunk ?? undefined)),
  judgeTracker(trackerChunk, gzipSizeOf),
];
console.log(formatBudgetTable(groups));

const failed = groups.flatMap((group) =>
  group.rows
    .filter((row) => !row.pass)
    .map((row) => `${row.route} (${group.name}, ${group.budgetBytes / KB} kB)`),
);
if (failed.length > 0) {
  console.error(
    `\n${failed.length} page(s) or script(s) over their budget or missing from the build: ${failed.join(', ')}`,
  );
  process.exit(1);
}
const within = groups.map(
  (group) => `${group.rows.length} ${group.name} page(s) within ${group.budgetBytes / KB} kB`,
);
console.log(`\nFirst-load JavaScript (gzip): ${within.join('; ')}.`);
