/**
 * First-load JavaScript budget of the public pages: the pure part of
 * scripts/check-bundle-budget.ts (reading Next's route-bundle-stats.json, summing gzipped
 * chunk sizes per route, judging them against the budget, printing the table).
 */
import { formatTable } from './table';

/** One entry of <distDir>/diagnostics/route-bundle-stats.json (Next 16). */
export interface RouteBundleStats {
  route: string;
  firstLoadUncompressedJsBytes: number;
  /** Relative to the project folder, e.g. ".next/static/chunks/3vafxgcqdlod5.js". */
  firstLoadChunkPaths: string[];
}

/** kB as Next counts them: 1,000 bytes. */
export const KB = 1000;
export const BUDGET_BYTES = 130 * KB;

/** Every page a visitor can reach without signing in, and the sign-in and 404 pages. */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/blog',
  '/blog/[id]',
  '/contact',
  '/hackathon',
  '/media',
  '/projects',
  '/projects/[projectId]',
  '/series',
  '/series/[seriesSlug]',
  '/series/[seriesSlug]/item/[itemId]',
  '/auth',
  '/404',
] as const;

export interface RouteBudget {
  route: string;
  /** undefined when the build has no such route. */
  rawBytes?: number;
  gzipBytes?: number;
  pass: boolean;
}

export function parseRouteBundleStats(json: string): RouteBundleStats[] {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed) || !parsed.every(isRouteBundleStats)) {
    throw new Error(
      'route-bundle-stats.json has an unexpected shape: expected [{ route, firstLoadUncompressedJsBytes, firstLoadChunkPaths }].',
    );
  }
  return parsed;
}

function isRouteBundleStats(value: unknown): value is RouteBundleStats {
  const entry = value as Partial<RouteBundleStats> | null;
  return (
    typeof entry?.route === 'string' &&
    typeof entry.firstLoadUncompressedJsBytes === 'number' &&
    Array.isArray(entry.firstLoadChunkPaths) &&
    entry.firstLoadChunkPaths.every((chunk) => typeof chunk === 'string')
  );
}

/**
 * The first-load JavaScript of each route in `routes`: the sum of its chunks' gzipped sizes
 * (browsers fetch and decompress each chunk on its own). A route missing from the build fails,
 * so a renamed page cannot slip out of the check.
 */
export function judgeRoutes(
  stats: readonly RouteBundleStats[],
  gzipSizeOf: (chunkPath: string) => number,
  routes: readonly string[] = PUBLIC_ROUTES,
  budgetBytes = BUDGET_BYTES,
): RouteBudget[] {
  const byRoute = new Map(stats.map((entry) => [entry.route, entry]));
  return routes.map((route) => {
    const entry = byRoute.get(route);
    if (!entry) return { route, pass: false };
    const gzipBytes = entry.firstLoadChunkPaths.reduce((sum, chunk) => sum + gzipSizeOf(chunk), 0);
    return {
      route,
      rawBytes: entry.firstLoadUncompressedJsBytes,
      gzipBytes,
      pass: gzipBytes <= budgetBytes,
    };
  });
}

function kilobytes(bytes: number | undefined): string {
  return bytes === undefined ? '—' : `${(bytes / KB).toFixed(1)} kB`;
}

export function formatBudgetTable(rows: readonly RouteBudget[], budgetBytes = BUDGET_BYTES) {
  const header = ['route', 'raw', 'gzip', `budget ${kilobytes(budgetBytes)}`];
  const lines = rows.map((row) => [
    row.route,
    kilobytes(row.rawBytes),
    kilobytes(row.gzipBytes),
    row.gzipBytes === undefined ? 'FAIL (not in the build)' : row.pass ? 'ok' : 'FAIL',
  ]);
  return formatTable(header, lines);
}
