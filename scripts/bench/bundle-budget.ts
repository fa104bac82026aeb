/**
 * First-load JavaScript budgets: the pure part of scripts/check-bundle-budget.ts (reading Next's
 * route-bundle-stats.json, summing gzipped chunk sizes per route, judging each group of routes
 * against its budget, printing the table).
 */
import { formatTable } from './table';
import { BEACON_PATH } from '../../src/lib/reader-beacon/beacon';


/** One entry of <distDir>/diagnostics/route-bundle-stats.json (Next 16). */
export interface RouteBundleStats {
  route: string;
  firstLoadUncompressedJsBytes: number;
  /** Relative to the project folder, e.g. ".next/static/chunks/3vafxgcqdlod5.js". */
  firstLoadChunkPaths: string[];
}

/** kB as Next counts them: 1,000 bytes. */
export const KB = 1000;
/** A visitor's page must load fast on a phone: Next and React alone take ~121 kB of it. */
export const PUBLIC_BUDGET_BYTES = 130 * KB;
/** Signed-in pages also carry the tRPC React Query client, forms and dialogs. */
export const ADMIN_BUDGET_BYTES = 250 * KB;

/**
 * The reader beacon's script (src/lib/reader-beacon/tracker.ts): every public page loads it
 * just after its first load, so it counts into their budget, and it has its own.
 */
export const TRACKER_BUDGET_BYTES = 2 * KB;
/** How the tracker's chunk is told in a build: it alone holds the beacon endpoint's path. */
export const TRACKER_MARKER = JSON.stringify(BEACON_PATH);

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
  '/search',
  '/follow/confirm',
  '/follow/manage',
  '/auth',
  '/auth/sign-up',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/invitation',
  '/setup',
  '/404',
] as const;

/** The signed-in areas: every route of the build under these is an admin page. */
export const ADMIN_ROUTE_PREFIXES = ['/admin', '/teams', '/system-admin'] as const;

export function isAdminRoute(route: string): boolean {
  return ADMIN_ROUTE_PREFIXES.some((prefix) => route === prefix || route.startsWith(`${prefix}/`));
}

export interface BudgetGroup {
  name: string;
  budgetBytes: number;
  routes: readonly string[];
  /** Chunks each of these routes loads right after its first load, counted into it. */
  alsoLoaded?: readonly string[];
}

/**
 * The public pages, named one by one so a page missing from the build fails; and the admin
 * pages, found in the build by prefix so a new one is judged without editing a list.
 */
export function budgetGroups(
  stats: readonly RouteBundleStats[],
  trackerChunk?: string,
): BudgetGroup[] {
  const adminRoutes = stats
    .map((entry) => entry.route)
    .filter(isAdminRoute)
    .sort();
  return [
    {
      name: 'public',
      budgetBytes: PUBLIC_BUDGET_BYTES,
      routes: PUBLIC_ROUTES,
      alsoLoaded: trackerChunk ? [trackerChunk] : [],
    },
    { name: 'admin', budgetBytes: ADMIN_BUDGET_BYTES, routes: adminRoutes },
  ];
}

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
  routes: readonly string[],
  budgetBytes: number,
  alsoLoaded: readonly string[] = [],
): RouteBudget[] {
  const byRoute = new Map(stats.map((entry) => [entry.route, entry]));
  return routes.map((route) => {
    const entry = byRoute.get(route);
    if (!entry) return { route, pass: false };
    const chunks = new Set([...entry.firstLoadChunkPaths, ...alsoLoaded]);
    const gzipBytes = [...chunks].reduce((sum, chunk) => sum + gzipSizeOf(chunk), 0);
    return {
      route,
      rawBytes: entry.firstLoadUncompressedJsBytes,
      gzipBytes,
      pass: gzipBytes <= budgetBytes,
    };
  });
}

export interface JudgedGroup extends BudgetGroup {
  rows: RouteBudget[];
}

/** Each group's routes judged against the group's own budget. */
export function judgeBudgets(
  stats: readonly RouteBundleStats[],
  gzipSizeOf: (chunkPath: string) => number,
  groups: readonly BudgetGroup[] = budgetGroups(stats),
): JudgedGroup[] {
  return groups.map((group) => ({
    ...group,
    rows: judgeRoutes(stats, gzipSizeOf, group.routes, group.budgetBytes, group.alsoLoaded),
  }));
}

/** The one chunk of `chunks` (paths) whose text holds TRACKER_MARKER; null for none or several. */
export function findTrackerChunk(
  chunks: readonly string[],
  textOf: (chunkPath: string) => string,
): string | null {
  const found = chunks.filter((chunk) => textOf(chunk).includes(TRACKER_MARKER));
  return found.length === 1 ? found[0]! : null;
}

/** The tracker's own check, as a group of one row (failing when its chunk was not found). */
export function judgeTracker(
  trackerChunk: string | null,
  gzipSizeOf: (chunkPath: string) => number,
): JudgedGroup {
  const route = trackerChunk ?? '(tracker chunk not found)';
  const base = { name: 'tracker', budgetBytes: TRACKER_BUDGET_BYTES, routes: [route] };
  if (!trackerChunk) return { ...base, rows: [{ route, pass: false }] };
  const gzipBytes = gzipSizeOf(trackerChunk);
  return {
    ...base,
    rows: [{ route, gzipBytes, pass: gzipBytes <= TRACKER_BUDGET_BYTES }],
  };
}

function kilobytes(bytes: number | undefined): string {
  return bytes === undefined ? '—' : `${(bytes / KB).toFixed(1)} kB`;
}

function verdict(row: RouteBudget): string {
  if (row.gzipBytes === undefined) return 'FAIL (not in the build)';
  return row.pass ? 'ok' : 'FAIL';
}

/** One table, group after group; a group the build has no route of says so in one row. */
export function formatBudgetTable(groups: readonly JudgedGroup[]): string {
  const header = ['group', 'route', 'raw', 'gzip', 'budget', 'verdict'];
  const lines = groups.flatMap(({ name, budgetBytes, rows }) =>
    rows.length === 0
      ? [[name, '(none in the build)', '', '', kilobytes(budgetBytes), '']]
      : rows.map((row) => [
          name,
          row.route,
          kilobytes(row.rawBytes),
          kilobytes(row.gzipBytes),
          kilobytes(budgetBytes),
          verdict(row),
        ]),
  );
  return formatTable(header, lines);
}
