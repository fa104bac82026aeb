import { describe, expect, it } from 'vitest';

import {
  ADMIN_BUDGET_BYTES,
  budgetGroups,
  findTrackerChunk,
  judgeTracker,
  TRACKER_BUDGET_BYTES,
  formatBudgetTable,
  isAdminRoute,
  judgeBudgets,
  judgeRoutes,
  parseRouteBundleStats,
  PUBLIC_BUDGET_BYTES,
  PUBLIC_ROUTES,
  type RouteBundleStats,
} from '../../scripts/bench/bundle-budget';

const stats: RouteBundleStats[] = [
  {
    route: '/',
    firstLoadUncompressedJsBytes: 400_000,
    firstLoadChunkPaths: ['.next/static/chunks/page.js', '.next/static/chunks/app.js'],
  },
  {
    route: '/blog',
    firstLoadUncompressedJsBytes: 500_000,
    firstLoadChunkPaths: ['.next/static/chunks/blog.js', '.next/static/chunks/app.js'],
  },
];

const gzipSizes: Record<string, number> = {
  '.next/static/chunks/app.js': 100_000,
  '.next/static/chunks/page.js': 30_000,
  '.next/static/chunks/blog.js': 30_001,
};
const gzipSizeOf = (chunk: string) => gzipSizes[chunk]!;

describe('judgeRoutes', () => {
  it('sums the gzipped chunks of each route and passes up to the budget, inclusive', () => {
    expect(judgeRoutes(stats, gzipSizeOf, ['/', '/blog'], 130_000)).toEqual([
      { route: '/', rawBytes: 400_000, gzipBytes: 130_000, pass: true },
      { route: '/blog', rawBytes: 500_000, gzipBytes: 130_001, pass: false },
    ]);
  });

  it('fails a route the build does not have', () => {
    expect(judgeRoutes(stats, gzipSizeOf, ['/contact'], 130_000)).toEqual([
      { route: '/contact', pass: false },
    ]);
  });
});

/** A route of the build whose first load is `gzipBytes` gzipped, in one chunk of its own. */
function built(route: string, gzipBytes: number) {
  const chunk = `.next/static/chunks${route}.js`;
  const entry: RouteBundleStats = {
    route,
    firstLoadUncompressedJsBytes: gzipBytes * 3,
    firstLoadChunkPaths: [chunk],
  };
  return { entry, size: [chunk, gzipBytes] as [string, number] };
}

function build(routes: ReadonlyArray<ReturnType<typeof built>>) {
  const sizes = new Map(routes.map(({ size }) => size));
  return {
    stats: routes.map(({ entry }) => entry),
    gzipSizeOf: (chunk: string) => sizes.get(chunk)!,
  };
}

describe('budgetGroups', () => {
  it('checks every public page by name, and only those', () => {
    const [publicGroup] = budgetGroups(stats);
    const routes = judgeRoutes(stats, gzipSizeOf, publicGroup!.routes, 130_000).map(
      (row) => row.route,
    );

    expect(publicGroup).toMatchObject({ name: 'public', budgetBytes: 130_000 });
    expect(routes).toEqual([...PUBLIC_ROUTES]);
    expect(routes).not.toContain('/api/trpc/[trpc]');
    expect(routes).toContain('/series/[seriesSlug]/item/[itemId]');
    expect(routes).toContain('/auth/sign-up');
  });

  it('finds the admin pages in the build by prefix, with their own budget of 250 kB', () => {
    const { stats: adminBuild } = build([
      built('/', 1),
      built('/teams/[slug]/members', 1),
      built('/admin', 1),
      built('/system-admin/users', 1),
      built('/admin/series/[seriesSlug]/items', 1),
      built('/teams', 1),
      built('/api/trpc/[trpc]', 1),
      built('/administrators', 1),
      built('/blog/admin', 1),
    ]);

    expect(budgetGroups(adminBuild)[1]).toEqual({
      name: 'admin',
      budgetBytes: 250_000,
      routes: [
        '/admin',
        '/admin/series/[seriesSlug]/items',
        '/system-admin/users',
        '/teams',
        '/teams/[slug]/members',
      ],
    });
  });

  it('tells admin routes apart by whole path segments', () => {
    expect(isAdminRoute('/admin')).toBe(true);
    expect(isAdminRoute('/system-admin/teams/[teamId]')).toBe(true);
    expect(isAdminRoute('/teams/create')).toBe(true);
    expect(isAdminRoute('/admins')).toBe(false);
    expect(isAdminRoute('/teamsheet')).toBe(false);
    expect(isAdminRoute('/about/teams')).toBe(false);
  });
});

describe('judgeBudgets', () => {
  const publicPages = PUBLIC_ROUTES.map((route) => built(route, PUBLIC_BUDGET_BYTES));

  it('judges public pages against 130 kB and admin pages against 250 kB, inclusive', () => {
    const { stats: fullBuild, gzipSizeOf: sizeOf } = build([
      ...publicPages,
      built('/admin', ADMIN_BUDGET_BYTES),
      built('/admin/media', ADMIN_BUDGET_BYTES + 1),
    ]);

    const [publicGroup, adminGroup] = judgeBudgets(fullBuild, sizeOf);

    expect(publicGroup!.rows.every((row) => row.pass)).toBe(true);
    expect(adminGroup!.rows).toEqual([
      { route: '/admin', rawBytes: 750_000, gzipBytes: 250_000, pass: true },
      { route: '/admin/media', rawBytes: 750_003, gzipBytes: 250_001, pass: false },
    ]);
  });

  it('fails a public page over 130 kB even where an admin page could weigh more', () => {
    const { stats: fullBuild, gzipSizeOf: sizeOf } = build([
      ...publicPages.filter(({ entry }) => entry.route !== '/auth/sign-up'),
      built('/auth/sign-up', PUBLIC_BUDGET_BYTES + 1),
    ]);

    const [publicGroup] = judgeBudgets(fullBuild, sizeOf);

    expect(publicGroup!.rows.filter((row) => !row.pass)).toEqual([
      { route: '/auth/sign-up', rawBytes: 390_003, gzipBytes: 130_001, pass: false },
    ]);
  });

  it('passes a build without admin pages: there are none to judge', () => {
    const { stats: publicBuild, gzipSizeOf: sizeOf } = build(publicPages);

    const [, adminGroup] = judgeBudgets(publicBuild, sizeOf);

    expect(adminGroup).toMatchObject({ name: 'admin', rows: [] });
  });
});

describe('parseRouteBundleStats', () => {
  it('reads the file Next writes', () => {
    expect(parseRouteBundleStats(JSON.stringify(stats))).toEqual(stats);
  });

  it('refuses another shape with a clear message', () => {
    expect(() => parseRouteBundleStats('{"routes": []}')).toThrow(/unexpected shape/);
    expect(() => parseRouteBundleStats('[{"route": "/"}]')).toThrow(/unexpected shape/);
  });
});

describe('formatBudgetTable', () => {
  it('prints one aligned row per route with its group, budget and verdict', () => {
    const table = formatBudgetTable([
      {
        name: 'public',
        budgetBytes: 130_000,
        routes: ['/', '/blog/[id]', '/contact'],
        rows: [
          { route: '/', rawBytes: 400_000, gzipBytes: 121_500, pass: true },
          { route: '/blog/[id]', rawBytes: 520_000, gzipBytes: 162_400, pass: false },
          { route: '/contact', pass: false },
        ],
      },
      {
        name: 'admin',
        budgetBytes: 250_000,
        routes: ['/admin/series'],
        rows: [{ route: '/admin/series', rawBytes: 800_000, gzipBytes: 231_000, pass: true }],
      },
    ]);

    expect(table.split('\n')).toEqual([
      'group   route          raw       gzip      budget    verdict',
      '------  -------------  --------  --------  --------  -----------------------',
      'public  /              400.0 kB  121.5 kB  130.0 kB  ok',
      'public  /blog/[id]     520.0 kB  162.4 kB  130.0 kB  FAIL',
      'public  /contact       —         —         130.0 kB  FAIL (not in the build)',
      'admin   /admin/series  800.0 kB  231.0 kB  250.0 kB  ok',
    ]);
  });

  it('says so when the build has no route of a group', () => {
    const table = formatBudgetTable([
      { name: 'admin', budgetBytes: 250_000, routes: [], rows: [] },
    ]);

    expect(table.split('\n')).toEqual([
      'group  route                raw  gzip  budget    verdict',
      '-----  -------------------  ---  ----  --------  -------',
      'admin  (none in the build)             250.0 kB',
    ]);
  });
});

describe('the reader beacon’s script', () => {
  const texts: Record<string, string> = {
    '.next/static/chunks/app.js': 'navigator.sendBeacon(url, body)',
    '.next/static/chunks/tracker.js': 'navigator.sendBeacon?.("/api/seen",JSON.stringify(e))',
    '.next/static/chunks/page.js': 'fetch("/api/trpc/x")',
  };
  const textOf = (chunk: string) => texts[chunk]!;

  it('is the one chunk that holds the endpoint’s path', () => {
    expect(findTrackerChunk(Object.keys(texts), textOf)).toBe('.next/static/chunks/tracker.js');
    expect(findTrackerChunk(['.next/static/chunks/app.js'], textOf)).toBeNull();
  });

  it('has a budget of 2 kB gzipped, and fails when it is not in the build', () => {
    const sizes = { small: TRACKER_BUDGET_BYTES, large: TRACKER_BUDGET_BYTES + 1 };
    const sizeOf = (chunk: string) => sizes[chunk as keyof typeof sizes];
    expect(judgeTracker('small', sizeOf).rows).toEqual([
      { route: 'small', gzipBytes: 2_000, pass: true },
    ]);
    expect(judgeTracker('large', sizeOf).rows[0]!.pass).toBe(false);
    expect(judgeTracker(null, sizeOf).rows).toEqual([
      { route: '(tracker chunk not found)', pass: false },
    ]);
  });

  it('counts into every public page’s first load, once', () => {
    const tracker = '.next/static/chunks/tracker.js';
    const sizeOf = (chunk: string) => (chunk === tracker ? 1_000 : gzipSizeOf(chunk));
    expect(judgeRoutes(stats, sizeOf, ['/'], 130_000, [tracker])).toEqual([
      { route: '/', rawBytes: 400_000, gzipBytes: 131_000, pass: false },
    ]);
    const withTracker = stats.map((entry) => ({
      ...entry,
      firstLoadChunkPaths: [...entry.firstLoadChunkPaths, tracker],
    }));
    expect(judgeRoutes(withTracker, sizeOf, ['/'], 131_000, [tracker])[0]!.gzipBytes).toBe(131_000);
    const [publicGroup, adminGroup] = budgetGroups(stats, tracker);
    expect(publicGroup!.alsoLoaded).toEqual([tracker]);
    expect(adminGroup!.alsoLoaded).toBeUndefined();
  });
});
